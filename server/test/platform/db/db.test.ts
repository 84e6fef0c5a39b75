import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDb } from '../../../src/platform/db/index.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { acquireLock } from '../../../src/platform/db/lock.ts';
import { registrationBody, tempDir } from '../../helpers.ts';

const SERVER = path.resolve(import.meta.dirname, '..', '..', '..', 'src', 'server.ts');

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', DATABASE_URL: '', WEB_ROOT: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    // Starting is PGlite's WebAssembly plus every migration: on a 2-core machine busy with the other
    // packages' tests that took over 30 s (a CI failure). The limit only catches a start that hangs.
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 180_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: m[1], output: () => out });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${out}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('embedded database safety', () => {
  const dataDir = tempDir();
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('lock refuses a second process; a write survives SIGKILL; SIGTERM closes cleanly', async () => {
    const first = await start(dataDir);
    try {
      await assert.rejects(openDb({ dataDir, databaseUrl: undefined }), /already in use by another AgriHub server process/);
      const second = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      second.stderr?.on('data', (b: Buffer) => (err += b.toString()));
      assert.equal(await exited(second), 1);
      assert.match(err, /already in use by another AgriHub server process/);

      const body = registrationBody();
      const res = await fetch(`${first.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(res.status, 201);
      first.child.kill('SIGKILL');
      await exited(first.child);

      const restarted = await start(dataDir);
      const login = await fetch(`${restarted.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: body.email, password: body.password }),
      });
      assert.equal(login.status, 200, 'the write committed before SIGKILL is there after restart');
      restarted.child.kill('SIGTERM');
      assert.equal(await exited(restarted.child), 0);
      assert.equal(fs.readFileSync(path.join(dataDir, 'agrihub.lock'), 'utf8'), '', 'lock released on clean shutdown');
      assert.match(restarted.output(), /shutting down/);

      // Reopens cleanly after the graceful shutdown; migrations are idempotent.
      const db = await openDb({ dataDir, databaseUrl: undefined });
      try {
        assert.deepEqual(await migrate(db), []);
        const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [body.email]);
        assert.equal(rows[0]?.n, 1);
      } finally {
        await db.close();
      }
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
    }
  });
});

describe('data directory lock', () => {
  const dataDir = tempDir();
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const lockFile = path.join(dataDir, 'agrihub.lock');

  /** A process that takes the lock, says so, then ends as `end` says without releasing it. */
  async function holdThenEnd(end: 'exit' | 'kill' | 'wait'): Promise<ChildProcess> {
    const code = `
      const { acquireLock } = await import(${JSON.stringify(path.resolve(import.meta.dirname, '..', '..', '..', 'src', 'platform', 'db', 'lock.ts'))});
      acquireLock(${JSON.stringify(dataDir)});
      console.log('locked');
      ${end === 'exit' ? 'process.exit(1);' : 'setInterval(() => {}, 1000);'}
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (b: Buffer) => b.toString().includes('locked') && resolve());
      child.once('exit', (c) => (end === 'exit' ? resolve() : reject(new Error(`holder exited ${c}`))));
    });
    if (end === 'kill') child.kill('SIGKILL');
    if (end !== 'wait') await exited(child);
    return child;
  }

  test('a live holder is refused, with its pid; the same process cannot open it twice', async () => {
    const holder = await holdThenEnd('wait');
    try {
      assert.throws(() => acquireLock(dataDir), new RegExp(`already in use by another AgriHub server process \\(pid ${holder.pid}\\)`));
    } finally {
      holder.kill('SIGKILL');
      await exited(holder);
    }
    const lock = acquireLock(dataDir);
    try {
      assert.throws(() => acquireLock(dataDir), /already in use/);
    } finally {
      lock.release();
    }
  });

  test('a lock left by SIGKILL or by a forced exit never blocks the next start', async () => {
    for (const end of ['kill', 'exit'] as const) {
      await holdThenEnd(end);
      assert.notEqual(fs.readFileSync(lockFile, 'utf8'), '', `${end}: the holder's pid is still written`);
      acquireLock(dataDir).release();
    }
  });

  test("a lock file naming pid 1 or this very process (a fresh container's pids) never blocks a start", () => {
    for (const pid of [1, process.pid, 999_999]) {
      fs.writeFileSync(lockFile, `${pid}\n`);
      const lock = acquireLock(dataDir);
      assert.equal(fs.readFileSync(lockFile, 'utf8').trim(), String(process.pid));
      lock.release();
    }
  });
});

describe('embedded database thread', () => {
  const dataDir = tempDir();
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('a database thread that dies fails the queries in flight, then a new one serves every committed row', async () => {
    const db = await openDb({ dataDir, databaseUrl: undefined });
    const logged: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.join(' '));
    try {
      await db.exec('CREATE TABLE survivors (n int)');
      await db.query('INSERT INTO survivors VALUES (1), (2)');
      const inFlight = db.query('SELECT pg_sleep(2)');
      const worker = Reflect.get(db, 'worker') as { terminate(): Promise<number> };
      await worker.terminate();
      await assert.rejects(inFlight, /the database thread stopped/);
      const rows = await db.query<{ n: number }>('SELECT n FROM survivors ORDER BY n');
      assert.deepEqual(
        rows.map((r) => r.n),
        [1, 2],
      );
      assert.match(logged.join('\n'), /the database thread stopped .*reopening the database/);
    } finally {
      console.error = consoleError;
      await db.close();
    }
    acquireLock(dataDir).release(); // released on close
  });
});
