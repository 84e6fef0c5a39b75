import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { findNginx, freePort } from '../../../scripts/cluster.mjs';
import { createDatabase, tempDir } from '../helpers.ts';

/**
 * `npm run start:cluster` as a process manager (issue 35): a replica that cannot start is retried
 * with backoff and then reported in its own words; the launcher, its API processes and nginx all end
 * when it is told to stop, when its parent goes away, and when it is killed outright; a replica that
 * dies while running is started again. The real launcher, replicas and nginx, on a database of its own.
 */
const START_CLUSTER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/start-cluster.mjs');
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

async function unavailable(): Promise<string | undefined> {
  if (process.platform === 'win32') return 'the launcher is for Linux and macOS';
  if (!findNginx()) return 'nginx is not installed (apt-get install -y nginx)';
  if (spawnSync('ps', ['-A', '-o', 'pid=']).status !== 0) return 'ps is not installed (procps)';
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (err) {
    return `no PostgreSQL server at ${ADMIN_URL}: ${(err as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
const missing = await unavailable();

/** Live processes by pid with their parent; an exited one nobody has reaped yet (a zombie) is not live. */
function processTable(): Map<number, number> {
  const out = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' }).stdout;
  const table = new Map<number, number>();
  for (const line of out.split('\n')) {
    const [pid, ppid, stat = ''] = line.trim().split(/\s+/);
    if (pid && ppid && !stat.startsWith('Z')) table.set(Number(pid), Number(ppid));
  }
  return table;
}

/** `root` and every live process under it. */
function tree(root: number): number[] {
  const table = processTable();
  const found = table.has(root) ? [root] : [];
  for (let i = 0; i < found.length; i++) for (const [pid, ppid] of table) if (ppid === found[i]) found.push(pid);
  return found;
}

function live(pids: number[]): number[] {
  const table = processTable();
  return pids.filter((p) => table.has(p));
}

/** Every pid a test saw, so that a failed test leaves nothing behind either. */
const seen = new Set<number>();
/** Its nginx directories: a launcher killed outright has no chance to remove its own. */
const workDirs = new Set<string>();

async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  for (const end = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 200))) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/** A process whose output (its own and, through inherited pipes, its children's) is kept line by line. */
class Watched {
  readonly lines: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(readonly child: ChildProcess) {
    seen.add(child.pid ?? 0);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        this.lines.push(...lines);
      });
    }
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  async line(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
    try {
      return await until(`a line matching ${pattern}`, () => this.lines.map((l) => pattern.exec(l)).find((m) => m !== null), timeoutMs);
    } catch (err) {
      throw new Error(`${(err as Error).message}; it wrote:\n${this.lines.slice(-40).join('\n')}`, { cause: err });
    }
  }

  /** Resolves with how it exited, or fails the test after `timeoutMs`. */
  async exit(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still running after ${timeoutMs / 1000} s; it wrote:\n${this.lines.slice(-40).join('\n')}`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

describe(
  'start:cluster, the launcher',
  { skip: missing && `the cluster needs nginx and a PostgreSQL server: ${missing}`, concurrency: true, timeout: 240_000 },
  () => {
    let database: Awaited<ReturnType<typeof createDatabase>>;
    let webRoot: string;

    const env = (databaseUrl: string, port: number, replicas: number): NodeJS.ProcessEnv => {
      const vars: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        REPLICAS: String(replicas),
        WEB_ROOT: webRoot,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
      };
      // The launcher is not a test file: the runner's protocol on its output is not for it.
      delete vars.NODE_TEST_CONTEXT;
      return vars;
    };
    const launch = (databaseUrl: string, port: number, replicas: number) =>
      new Watched(spawn(process.execPath, [START_CLUSTER], { env: env(databaseUrl, port, replicas), stdio: ['ignore', 'pipe', 'pipe'] }));
    /** Started and answering through nginx: the pids it printed, with nginx's workers and anything else under it. */
    const started = async (launcher: Watched, launcherPid: number) => {
      const [, prefix = ''] = await launcher.line(/^\[cluster\] AgriHub on .*access log (.+)\/access\.log\)$/, 150_000);
      workDirs.add(prefix);
      const pids = tree(launcherPid);
      pids.forEach((p) => seen.add(p));
      const printed = launcher.lines.flatMap((l) => /\(pid (\d+)/.exec(l)?.[1] ?? []).map(Number);
      assert.ok(printed.length >= 1, 'it printed the pids of its processes');
      for (const pid of printed) assert.ok(pids.includes(pid), `pid ${pid} runs under the launcher`);
      return pids;
    };
    /** The pids still running once they all ended or `timeoutMs` passed. */
    const allEnd = (pids: number[], timeoutMs: number) =>
      until(`${pids.join(', ')} all end`, () => live(pids).length === 0, timeoutMs).then(
        (): number[] => [],
        () => live(pids),
      );

    before(async () => {
      database = await createDatabase(ADMIN_URL);
      // Just the shell's page: the API processes serve it to nginx for the security headers, nothing more.
      webRoot = tempDir('agrihub-launcher-web-');
      fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>AgriHub</title>');
    });

    after(async () => {
      for (const pid of live([...seen])) process.kill(pid, 'SIGKILL');
      for (const dir of workDirs) fs.rmSync(dir, { recursive: true, force: true });
      await database?.drop();
      if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
    });

    test("a replica that cannot start is retried with growing delays, then the launcher stops with the replica's own error", async () => {
      const url = new URL(ADMIN_URL);
      const name = `agrihub_missing_${crypto.randomBytes(4).toString('hex')}`;
      url.pathname = `/${name}`;
      const launcher = launch(url.toString(), await freePort(), 1);
      const { code } = await launcher.exit(150_000);
      assert.equal(code, 1, launcher.lines.join('\n'));

      const attempts = launcher.lines.filter((l) => l.startsWith('[api-1] AgriHub server failed to start')).length;
      assert.equal(attempts, 5, 'five attempts, not one and not endlessly');
      const delays = launcher.lines.flatMap((l) => /^\[cluster\] api-1 exited \(1\) before it answered .*starting it again in ([\d.]+) s$/.exec(l)?.[1] ?? []);
      assert.deepEqual(delays, ['0.5', '1', '2', '4']);
      const failed = launcher.lines.findIndex((l) => l.startsWith('AgriHub cluster failed to start: api-1 exited 5 times in a row'));
      assert.ok(failed >= 0, launcher.lines.join('\n'));
      assert.match(launcher.lines.slice(failed).join('\n'), new RegExp(`database "${name}" does not exist`), 'its last words are the replica’s own');
    });

    describe('started', { concurrency: false }, () => {
      let port: number;
      let launcher: Watched;
      let pids: number[] = [];
      before(async () => {
        port = await freePort();
        launcher = launch(database.url, port, 2);
        pids = await started(launcher, launcher.child.pid ?? 0);
      });

      test('a replica killed with SIGKILL while running is started again, and answers', async () => {
        const [, apiPort = '', pid = ''] = await launcher.line(/^\[cluster\] api-1 on 127\.0\.0\.1:(\d+) \(pid (\d+)\)/, 1000);
        process.kill(Number(pid), 'SIGKILL');
        const again = new RegExp(`^\\[cluster\\] api-1 on 127\\.0\\.0\\.1:${apiPort} \\(pid (?!${pid}\\))(\\d+)\\)`);
        const [, newPid = ''] = await launcher.line(again, 30_000);
        seen.add(Number(newPid));
        // 0.5 s the first time; longer if a loaded machine made the launcher replace api-1 before.
        assert.ok(
          launcher.lines.some((l) => /^\[cluster\] api-1 exited \(SIGKILL\); starting it again in [\d.]+ s$/.test(l)),
          launcher.lines.join('\n'),
        );
        await until('the new api-1 answers', () => answers(`http://127.0.0.1:${apiPort}/api/health`), 90_000);
        assert.ok(await answers(`http://127.0.0.1:${port}/api/health`), 'nginx answers');
      });

      test('SIGTERM stops nginx and every API process, the restarted one too, and the launcher exits 0', async () => {
        const running = tree(launcher.child.pid ?? 0);
        running.forEach((p) => seen.add(p));
        assert.ok(running.length >= 4, `${running.join(', ')}: the launcher, two replicas, nginx`);
        launcher.child.kill('SIGTERM');
        const { code, signal } = await launcher.exit(60_000);
        assert.deepEqual({ code, signal }, { code: 0, signal: null });
        assert.deepEqual(await allEnd([...running, ...pids], 20_000), [], 'nothing it started is left running');
        assert.equal(await isListening(port), false, 'nginx stopped');
      });

      test('SIGTERM while the replicas are still starting stops them too', async () => {
        const early = launch(database.url, await freePort(), 2);
        const pid = early.child.pid ?? 0;
        const replicas = await until('both replicas are spawned', () => (tree(pid).length >= 3 ? tree(pid) : undefined), 60_000);
        replicas.forEach((p) => seen.add(p));
        early.child.kill('SIGTERM');
        const { code, signal } = await early.exit(60_000);
        assert.deepEqual({ code, signal }, { code: 0, signal: null }, early.lines.join('\n'));
        assert.deepEqual(await allEnd(replicas, 20_000), []);
      });

      test('its parent killed with SIGKILL: the launcher notices, stops everything and exits', async () => {
        const nginxPort = await freePort();
        // The parent a terminal or a CI step would be; it shares its output pipes with the launcher.
        const parent = new Watched(
          spawn(
            process.execPath,
            [
              '-e',
              `const l = require('node:child_process').spawn(process.execPath, [${JSON.stringify(START_CLUSTER)}], { stdio: 'inherit' });
             console.log('[test] launcher pid ' + l.pid);
             setInterval(() => undefined, 60_000);`,
            ],
            { env: env(database.url, nginxPort, 1), stdio: ['ignore', 'pipe', 'pipe'] },
          ),
        );
        const [, launcherPid = ''] = await parent.line(/^\[test\] launcher pid (\d+)$/, 30_000);
        const running = await started(parent, Number(launcherPid));
        assert.ok(running.length >= 3, `${running.join(', ')}: the launcher, a replica, nginx`);
        parent.child.kill('SIGKILL');
        assert.deepEqual(await allEnd(running, 40_000), [], `nothing is left running; it wrote:\n${parent.lines.slice(-20).join('\n')}`);
        assert.ok(parent.lines.some((l) => /^\[cluster\] its parent process \(pid \d+\) exited: stopping/.test(l)));
        assert.equal(await isListening(nginxPort), false, 'nginx stopped');
      });

      test('the launcher killed with SIGKILL: its replicas and nginx end by themselves', async () => {
        const nginxPort = await freePort();
        const doomed = launch(database.url, nginxPort, 1);
        const running = await started(doomed, doomed.child.pid ?? 0);
        doomed.child.kill('SIGKILL');
        assert.deepEqual(await allEnd(running, 30_000), [], 'nothing is left running');
        assert.equal(await isListening(nginxPort), false, 'nginx stopped');
      });
    });
  },
);
