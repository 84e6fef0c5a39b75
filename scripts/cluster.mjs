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

function indent(text, n) {
  return text
    .split('\n')
    .map((l) => ' '.repeat(n) + l)
    .join('\n');
}

/**
 * Starts `replicas` API processes (each on a free port, a DATA_DIR of its own, INSTANCE_NAME api-N)
 * and nginx on `port` in front of them. A process that dies is started again after a second,
 * unless the cluster is stopping. Returns the URL, the processes (for tests that kill one) and stop().
 */
export async function startCluster({ databaseUrl, replicas = 3, port = 8080, host = '0.0.0.0', env = {}, log = console.log, workDir, webRoot = ROOT } = {}) {
  if (!databaseUrl)
    throw new Error(
      'start:cluster needs DATABASE_URL (a PostgreSQL server every process shares), e.g. DATABASE_URL=postgres://user@127.0.0.1:5432/agrihub npm run start:cluster',
    );
  const nginx = findNginx();
  if (!nginx) throw new Error('start:cluster needs nginx: apt-get install -y nginx (or give its path in NGINX)');
  if (!fs.existsSync(path.join(webRoot, 'shell', 'dist', 'index.html'))) throw new Error('the portal is not built: run npm run build first');
  const prefix = workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-cluster-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });

  let stopping = false;
  // Until every process has answered once, an exit is a failed start (a wrong DATABASE_URL...), not a crash to recover from.
  let running = false;
  const processes = [];
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
      },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) log(`[${proc.name}] ${line}`);
      });
    }
    proc.ready = false;
    proc.misses = 0;
    child.on('exit', (code, signal) => {
      if (stopping || !running) return;
      log(`[cluster] ${proc.name} exited (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (stopping) return;
        proc.child = startProcess(proc);
        log(`[cluster] ${proc.name} on 127.0.0.1:${proc.port} (pid ${proc.child.pid})`);
        // Checked again only once it has answered: starting takes a few seconds.
        waitForHealth(`http://127.0.0.1:${proc.port}`, { child: proc.child }).then(
          () => (proc.ready = true),
          () => undefined,
        );
      }, 1000);
    });
    return child;
  };
  for (let i = 1; i <= replicas; i++) {
    const proc = { name: `api-${i}`, port: await freePort(), dataDir: path.join(prefix, `api-${i}`) };
    fs.mkdirSync(proc.dataDir, { recursive: true });
    processes.push(proc);
  }
  // All at once, as a deployment would: the database serialises migrations and the demo seed.
  for (const proc of processes) proc.child = startProcess(proc);

  /**
   * A process that no longer answers (stuck, or stopped) is not dead to nginx: connections still
   * open, and requests wait for a timeout. Three missed checks in a row and it is killed, which
   * nginx notices at once and the exit handler above replaces.
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
  const monitor = setInterval(() => processes.forEach((p) => void checkHealth(p)), HEALTH_EVERY_MS);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(monitor);
    const exits = [];
    for (const child of [nginxChild, ...processes.map((p) => p.child)]) {
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      exits.push(new Promise((r) => child.once('exit', r)));
      child.kill(child === nginxChild ? 'SIGQUIT' : 'SIGTERM');
    }
    const timer = setTimeout(() => {
      for (const child of [nginxChild, ...processes.map((p) => p.child)]) if (child && child.exitCode === null) child.kill('SIGKILL');
    }, 12_000);
    await Promise.all(exits);
    clearTimeout(timer);
    if (!workDir) fs.rmSync(prefix, { recursive: true, force: true });
  };

  let nginxChild;
  try {
    await Promise.all(processes.map((p) => waitForHealth(`http://127.0.0.1:${p.port}`, { child: p.child })));
    for (const p of processes) p.ready = true;
    const page = await fetch(`http://127.0.0.1:${processes[0].port}/`);
    const securityHeaders = [...page.headers].filter(([name]) => SECURITY_HEADERS.test(name));
    const conf = path.join(prefix, 'nginx.conf');
    const user = process.getuid?.() === 0 ? 'root' : undefined;
    fs.writeFileSync(conf, nginxConfig({ prefix, host, port, upstreams: processes.map((p) => `127.0.0.1:${p.port}`), securityHeaders, user, webRoot }));
    const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
    nginxChild = spawn(nginx, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
    nginxChild.on('exit', (code, signal) => {
      if (!stopping) {
        log(`[cluster] nginx exited (${signal ?? code}); stopping the API processes`);
        void stop();
      }
    });
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    await waitForHealth(url, { child: nginxChild, timeoutMs: 15_000 });
    running = true;
    return { url, prefix, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
