// Several API processes behind nginx against one PostgreSQL server: `npm run start:cluster` and the
// cluster tests start it through startCluster(). nginx serves the built apps itself and balances /api.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, freePort, waitForHealth } from './apps.mjs';

export { freePort };
import { REMOTES } from '../shared/build/federation.mjs';

/** The security headers the API sets on the portal's pages (helmet); nginx repeats them on the files it serves. */
const SECURITY_HEADERS =
  /^(content-security-policy|cross-origin-opener-policy|origin-agent-cluster|referrer-policy|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)$/;

/** Debian's libnginx-mod-http-brotli-static: with it nginx sends the build's .br copies (about a fifth smaller than .gz). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** nginx from NGINX, the PATH or Debian's place; undefined when none is installed. */
export function findNginx() {
  const candidates = [process.env.NGINX, ...(process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, 'nginx')), '/usr/sbin/nginx'];
  return candidates.find((c) => c && fs.existsSync(c));
}

/** Active health checks: every 3 s, 2 s to answer; three misses in a row and the process is replaced. */
const HEALTH_EVERY_MS = 3000;
const HEALTH_TIMEOUT_MS = 2000;
const HEALTH_MISSES = 3;

/**
 * Restarts back off (0.5 s, 1, 2, 4... at most 15 s), so a process that keeps dying does not spin;
 * one that stayed up 30 s starts again from 0.5 s, so a rare crash costs under a second.
 */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 15_000;
const RESTART_STABLE_MS = 30_000;
/**
 * A process that exits this many times in a row without ever answering will not start (its database
 * is gone, DATABASE_URL is wrong): restarting it forever only hides why, so the launcher stops
 * everything and reports what the process itself wrote last.
 */
const START_ATTEMPTS = 5;
/** A first answer later than this is a failed start too: the process is stuck, not slow. */
const START_TIMEOUT_MS = 120_000;
const TAIL_LINES = 12;
/** SIGTERM first: the API finishes its requests within 10 s; anything still running after this is killed. */
const STOP_GRACE_MS = 12_000;

/**
 * util-linux's setpriv: nginx started through it is sent SIGTERM by the kernel when the launcher dies
 * without stopping it (SIGKILL, a crash); nginx has no way of its own to notice. The API processes
 * notice themselves (EXIT_WITH_PARENT).
 */
const SETPRIV = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p)) : undefined;

/** `name value` lines for nginx's add_header, values quoted as nginx reads them. */
function headerLines(headers) {
  return headers.map(([name, value]) => `add_header ${name} "${value.replace(/["\\$]/g, (c) => `\\${c}`)}" always;`).join('\n');
}

/**
 * nginx's configuration: the built apps from disk (precompressed .gz copies when accepted, content-
 * hashed names cached for a year, page paths answered with the shell's index.html), /api balanced
 * over the API processes with passive failover: a process that refuses or drops connections is left
 * out for `fail_timeout`, and a request it could not answer is passed to the next one when that is
 * safe (any request that never reached it; an idempotent one that failed on it).
 */
export function nginxConfig({ prefix, host, port, upstreams, securityHeaders, user, webRoot = ROOT, brotli = fs.existsSync(BROTLI_MODULE) }) {
  const security = headerLines(securityHeaders);
  const remoteNames = Object.keys(REMOTES).join('|');
  const prerendered = prerenderedPages(webRoot);
  const proxy = `
      proxy_pass http://agrihub_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 15s;`;
  return `# Written by scripts/cluster.mjs for one run; edits are lost at the next start.
${user ? `user ${user};` : ''}
${brotli ? `load_module ${BROTLI_MODULE};` : ''}
worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 2048; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  charset utf-8;
  charset_types application/javascript application/json text/css text/plain image/svg+xml;
  log_format agrihub '$remote_addr "$request" $status $body_bytes_sent $request_time rid=$request_id upstream=$upstream_addr/$upstream_status';
  access_log ${prefix}/access.log agrihub;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  keepalive_timeout 65s;
  gzip_static on;
  gzip_vary on;
${brotli ? '  brotli_static on;' : ''}
  client_max_body_size 110m;

  upstream agrihub_api {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }

  map $uri $agrihub_cache {
    "~\\.[0-9a-f]{10}\\.[a-z0-9]+$" "public, max-age=31536000, immutable";
    default "no-cache";
  }

  server {
    listen ${host}:${port} reuseport;
    root ${path.join(webRoot, 'shell', 'dist')};

    location ^~ /api/ {${proxy}
      client_max_body_size 110m;
    }
    # Live updates: a long-lived stream, passed on as it is written.
    location = /api/events {${proxy}
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location = /remotes.json {${proxy}
    }
    # Source maps, and precompressed copies by their own names, are never served.
    location ~ (\\.(map|br|gz)$|/\\.) {
      return 404;
    }
    # The signed-out pages the build prerendered in each language: an API process picks the file
    # for the request's language (server/src/platform/http/static.ts); never sent by the file's own name.
    location ^~ /prerendered/ {
      return 404;
    }
${
  prerendered.length
    ? `    location ~ ^/(${prerendered.join('|')})/*$ {${proxy}
    }`
    : ''
}
    location ~ ^/mfe/(${remoteNames})/(.+)$ {
      alias ${webRoot}/mfe-$1/dist/$2;
${indent(security, 6)}
      add_header Cache-Control $agrihub_cache always;
      add_header Access-Control-Allow-Origin "*" always;
      add_header Cross-Origin-Resource-Policy cross-origin always;
    }
    location ~ ^/mfe/ {
      return 404;
    }
    # A file's path (it has an extension): the file or 404, never the page.
    location ~ \\.[A-Za-z0-9]+$ {
      try_files $uri =404;
${indent(security, 6)}
      add_header Cache-Control $agrihub_cache always;
      add_header Access-Control-Allow-Origin "*" always;
      add_header Cross-Origin-Resource-Policy cross-origin always;
    }
    # A page's path: the shell, which routes it.
    location / {
      try_files /index.html =404;
${indent(security, 6)}
      add_header Cache-Control "no-cache" always;
    }
  }
}
`;
}

/** The pages whose HTML the shell's build prerendered (shared/build/prerender.mjs), by name. */
function prerenderedPages(webRoot) {
  const dir = path.join(webRoot, 'shell', 'dist', 'prerendered');
  if (!fs.existsSync(dir)) return [];
  return [
    ...new Set(
      fs
        .readdirSync(dir)
        .map((file) => /^([a-z-]+)\.[a-z]+\.html$/.exec(file)?.[1])
        .filter(Boolean),
    ),
  ];
}

function indent(text, n) {
  return text
    .split('\n')
    .map((l) => ' '.repeat(n) + l)
    .join('\n');
}

/**
 * Starts `replicas` API processes (each on a free port, a DATA_DIR of its own, INSTANCE_NAME api-N)
 * and nginx on `port` in front of them, once every process has answered. A process that exits is
 * started again with backoff; one that exits START_ATTEMPTS times in a row before answering stops
 * the cluster with its own last words. Aborting `signal` stops it, also while it starts.
 * Resolves with the URL, the processes (for tests that kill one), nginx's process, stop(), and
 * `stopped`, which resolves once everything has ended: with the error when the cluster stopped on
 * its own (a process that would not start again, nginx exiting), undefined when it was stopped.
 */
export async function startCluster({
  databaseUrl,
  replicas = 3,
  port = 8080,
  host = '0.0.0.0',
  env = {},
  log = console.log,
  workDir,
  webRoot = ROOT,
  signal,
} = {}) {
  if (!databaseUrl)
    throw new Error(
      'start:cluster needs DATABASE_URL (a PostgreSQL server every process shares), e.g. DATABASE_URL=postgres://user@127.0.0.1:5432/agrihub npm run start:cluster',
    );
  const nginx = findNginx();
  if (!nginx) throw new Error('start:cluster needs nginx: apt-get install -y nginx (or give its path in NGINX)');
  if (!fs.existsSync(path.join(webRoot, 'shell', 'dist', 'index.html'))) throw new Error('the portal is not built: run npm run build first');
  signal?.throwIfAborted();
  const prefix = workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-cluster-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });

  let stopping = false;
  /** Why the cluster stopped on its own, if it did. */
  let failure;
  let stopPromise;
  let markStopped;
  const stopped = new Promise((resolve) => (markStopped = resolve));
  let nginxChild;
  let monitor;
  let onAnswered = () => undefined;
  const processes = [];

  const stop = () => {
    stopPromise ??= (async () => {
      stopping = true;
      clearInterval(monitor);
      for (const proc of processes) clearTimeout(proc.restartTimer);
      const alive = [nginxChild, ...processes.map((p) => p.child)].filter((c) => c && c.exitCode === null && c.signalCode === null);
      const exits = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
      // nginx: graceful (SIGQUIT), then fast (SIGTERM): a SIGKILLed master would leave its workers behind.
      for (const child of alive) child.kill(child === nginxChild ? 'SIGQUIT' : 'SIGTERM');
      const grace = setTimeout(() => {
        for (const child of alive) if (child.exitCode === null && child.signalCode === null) child.kill(child === nginxChild ? 'SIGTERM' : 'SIGKILL');
      }, STOP_GRACE_MS);
      const last = setTimeout(() => {
        for (const child of alive) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }, STOP_GRACE_MS + 5000);
      await Promise.all(exits);
      clearTimeout(grace);
      clearTimeout(last);
      if (!workDir) fs.rmSync(prefix, { recursive: true, force: true });
      markStopped(failure);
    })();
    return stopPromise;
  };
  /** Stops the cluster on its own: `why` is logged at once, and is the error `stopped` resolves with (with `detail`). */
  const fail = (why, detail = '') => {
    if (stopping) return;
    failure = new Error(why + detail);
    log(`[cluster] ${why}; stopping nginx and the API processes`);
    void stop();
  };
  const onAbort = () => void stop();
  signal?.addEventListener('abort', onAbort, { once: true });
  void stopped.then(() => signal?.removeEventListener('abort', onAbort));

  const startProcess = (proc) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/server.ts')], {
      cwd: path.join(ROOT, 'server'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: String(proc.port),
        HOST: '127.0.0.1',
        DATA_DIR: proc.dataDir,
        WEB_ROOT: webRoot,
        INSTANCE_NAME: proc.name,
        // nginx appends the client's address to X-Forwarded-For: the one proxy in front.
        TRUST_PROXY: '1',
        PUBLIC_URL: env.PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`,
        // Should this launcher be killed outright, its processes stop rather than serve on unsupervised.
        EXIT_WITH_PARENT: '1',
      },
    });
    const startedAt = Date.now();
    let answered = false;
    const tails = { stdout: [], stderr: [] };
    for (const [name, stream] of [
      ['stdout', child.stdout],
      ['stderr', child.stderr],
    ]) {
      let rest = '';
      const take = (line) => {
        tails[name].push(line);
        if (tails[name].length > TAIL_LINES) tails[name].shift();
        log(`[${proc.name}] ${line}`);
      };
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(take);
      });
      stream.on('end', () => rest && take(rest));
    }
    proc.child = child;
    proc.ready = false;
    proc.misses = 0;
    // The health monitor checks it only once it has answered: starting takes a few seconds.
    waitForHealth(`http://127.0.0.1:${proc.port}`, { child, timeoutMs: START_TIMEOUT_MS }).then(
      () => {
        if (stopping || proc.child !== child) return;
        answered = true;
        proc.ready = true;
        proc.failedStarts = 0;
        onAnswered();
      },
      () => {
        // An exit is the close handler's; a process still running has not answered in time.
        if (stopping || child.exitCode !== null || child.signalCode !== null) return;
        log(`[cluster] ${proc.name} did not answer /api/health within ${START_TIMEOUT_MS / 1000} s; replacing it`);
        child.kill('SIGKILL');
      },
    );
    // 'close', not 'exit': by then its last lines, the ones that say why, have been read.
    child.on('close', (code, sig) => {
      if (stopping || proc.child !== child) return;
      const how = sig ?? code;
      if (!answered) proc.failedStarts += 1;
      if (proc.failedStarts >= START_ATTEMPTS) {
        const tail = tails.stderr.length > 0 ? tails.stderr : tails.stdout;
        fail(
          `${proc.name} exited ${START_ATTEMPTS} times in a row before it answered (last: ${how})`,
          `; what it wrote last:\n${tail.length > 0 ? tail.map((l) => `  ${l}`).join('\n') : '  (nothing)'}`,
        );
        return;
      }
      if (Date.now() - startedAt >= RESTART_STABLE_MS) proc.restarts = 0;
      const delay = Math.min(RESTART_FIRST_MS * 2 ** proc.restarts, RESTART_MAX_MS);
      proc.restarts += 1;
      const attempt = answered ? '' : ` before it answered (${proc.failedStarts} of ${START_ATTEMPTS} attempts)`;
      log(`[cluster] ${proc.name} exited (${how})${attempt}; starting it again in ${delay / 1000} s`);
      proc.restartTimer = setTimeout(() => {
        if (stopping) return;
        startProcess(proc);
        log(`[cluster] ${proc.name} on 127.0.0.1:${proc.port} (pid ${proc.child.pid})`);
      }, delay);
    });
  };
  for (let i = 1; i <= replicas; i++) {
    const proc = { name: `api-${i}`, port: await freePort(), dataDir: path.join(prefix, `api-${i}`), failedStarts: 0, restarts: 0 };
    fs.mkdirSync(proc.dataDir, { recursive: true });
    processes.push(proc);
  }

  /**
   * A process that no longer answers (stuck, or stopped) is not dead to nginx: connections still
   * open, and requests wait for a timeout. Three missed checks in a row and it is killed, which
   * nginx notices at once and the close handler above replaces.
   */
  const checkHealth = async (proc) => {
    if (stopping || !proc.ready || proc.checking) return;
    proc.checking = true;
    try {
      const res = await fetch(`http://127.0.0.1:${proc.port}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      proc.misses = res.ok ? 0 : proc.misses + 1;
    } catch {
      proc.misses += 1;
    } finally {
      proc.checking = false;
    }
    if (proc.misses >= HEALTH_MISSES && !stopping) {
      log(`[cluster] ${proc.name} missed ${proc.misses} health checks in a row; replacing it`);
      proc.ready = false;
      proc.child.kill('SIGKILL');
    }
  };

  // Rejects as soon as the cluster stops while it starts: the reason is the failure, or the abort.
  const stoppedEarly = stopped.then((err) => {
    throw err ?? signal?.reason ?? new Error('the cluster was stopped while it started');
  });
  stoppedEarly.catch(() => undefined);
  try {
    const allAnswered = new Promise((resolve) => {
      onAnswered = () => processes.every((p) => p.ready) && resolve();
    });
    // Stopped while the ports were being found: start nothing.
    if (stopping) await stoppedEarly;
    // All at once, as a deployment would: the database serialises migrations and the demo seed.
    for (const proc of processes) startProcess(proc);
    monitor = setInterval(() => processes.forEach((p) => void checkHealth(p)), HEALTH_EVERY_MS);
    await Promise.race([allAnswered, stoppedEarly]);

    const page = await fetch(`http://127.0.0.1:${processes[0].port}/`);
    const securityHeaders = [...page.headers].filter(([name]) => SECURITY_HEADERS.test(name));
    const conf = path.join(prefix, 'nginx.conf');
    const user = process.getuid?.() === 0 ? 'root' : undefined;
    fs.writeFileSync(conf, nginxConfig({ prefix, host, port, upstreams: processes.map((p) => `127.0.0.1:${p.port}`), securityHeaders, user, webRoot }));
    const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
    if (stopping) await stoppedEarly;
    // In the foreground (daemon off in its configuration), as this process's child: stopped with it.
    const args = ['-p', prefix, '-c', conf];
    const stdio = ['ignore', 'inherit', 'inherit'];
    nginxChild = SETPRIV ? spawn(SETPRIV, ['--pdeathsig', 'TERM', nginx, ...args], { stdio }) : spawn(nginx, args, { stdio });
    nginxChild.on('exit', (code, sig) => {
      if (!stopping) fail(`nginx exited (${sig ?? code})`);
    });
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    await Promise.race([waitForHealth(url, { child: nginxChild, timeoutMs: 15_000 }), stoppedEarly]);
    return { url, prefix, processes, nginx: nginxChild, stop, stopped };
  } catch (err) {
    await stop();
    throw failure ?? (signal?.aborted ? signal.reason : err);
  }
}
