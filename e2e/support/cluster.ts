import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT, WEB_ROOT } from './env';

/** The PostgreSQL server the run may use: DATABASE_URL as CI sets it, else the machines' own. */
export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

/** Why the cluster cannot be started on this machine, or undefined when it can. */
export async function clusterUnavailable(): Promise<string | undefined> {
  const nginx = [process.env.NGINX, '/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx'))];
  if (!nginx.some((p) => p && fs.existsSync(p))) return 'nginx is not installed (apt-get install -y nginx)';
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (err) {
    return `no PostgreSQL server at ${POSTGRES_ADMIN_URL}: ${(err as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A database of the test's own on the PostgreSQL server, dropped at the end. */
export async function createDatabase(): Promise<{ url: string; query: <T>(sql: string, params?: unknown[]) => Promise<T[]>; drop: () => Promise<void> }> {
  const name = `agrihub_cluster_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface ApiProcess {
  name: string;
  port: number;
  pid: number;
  url: string;
}

/**
 * `npm run start:cluster` as a user runs it (node scripts/start-cluster.mjs), on the run's copy of
 * the built apps; what it prints tells which API processes it started, on which ports and pids.
 */
export class LaunchedCluster {
  readonly url: string;
  readonly output: string[] = [];
  readonly processes = new Map<string, ApiProcess>();
  private launcher: ChildProcess | null = null;

  constructor(
    private readonly port: number,
    private readonly databaseUrl: string,
    private readonly replicas = 3,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts it and resolves once nginx answers in front of every process. */
  start(): Promise<void> {
    this.launcher = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start-cluster.mjs')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        REPLICAS: String(this.replicas),
        WEB_ROOT,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const launcher = this.launcher;
    return new Promise((resolve, reject) => {
      let rest = '';
      const onData = (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          this.output.push(line);
          const started = /^\[cluster\] (api-\d+) on 127\.0\.0\.1:(\d+) \(pid (\d+)\)/.exec(line);
          if (started) {
            const [, name = '', port = '', pid = ''] = started;
            this.processes.set(name, { name, port: Number(port), pid: Number(pid), url: `http://127.0.0.1:${port}` });
          }
          if (line.startsWith('[cluster] AgriHub on')) resolve();
        }
      };
      launcher.stdout?.on('data', onData);
      launcher.stderr?.on('data', onData);
      launcher.once('exit', (code, signal) => reject(new Error(`start:cluster exited (${signal ?? code}):\n${this.output.slice(-30).join('\n')}`)));
    });
  }

  process(name: string): ApiProcess {
    const p = this.processes.get(name);
    if (!p) throw new Error(`no ${name} in ${[...this.processes.keys()].join(', ')}`);
    return p;
  }

  /** Ctrl+C, as a user stops it; resolves with the launcher's exit code. */
  async interrupt(timeoutMs = 30_000): Promise<number | null> {
    const launcher = this.launcher;
    if (!launcher || launcher.exitCode !== null) return launcher?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
    launcher.kill('SIGINT');
    const timer = setTimeout(() => launcher.kill('SIGKILL'), timeoutMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  }
}

/** Whether a process with this pid is still running. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether anything accepts connections on the port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
