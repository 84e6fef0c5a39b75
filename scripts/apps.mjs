// The six front-end apps and how to tell whether a build of each is missing or stale.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REMOTES } from '../shared/build/federation.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const APPS = [{ dir: 'shell', marker: 'index.html' }, ...Object.values(REMOTES).map(({ dir }) => ({ dir, marker: 'mf-manifest.json' }))];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** An app needs a build when its dist is missing or older than its sources or shared's. */
export function needsBuild(app) {
  const marker = path.join(ROOT, app.dir, 'dist', app.marker);
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const sources = [
    path.join(ROOT, app.dir, 'src'),
    path.join(ROOT, app.dir, 'webpack.config.mjs'),
    path.join(ROOT, app.dir, 'module-federation.config.mjs'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'shared', 'build'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`))));
  });
}

/** Builds the given apps, two at a time (the machines have 2 cores). */
export async function buildApps(apps, concurrency = 2) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`[build] ${app.dir}`);
      await run(process.execPath, [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
        cwd: path.join(ROOT, app.dir),
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, apps.length) }, worker));
}

/**
 * Starts the portal server (API + built apps) as a child process with `env` added to ours.
 * With `forwardSignals`, this process passes SIGINT/SIGTERM on and exits with the server.
 */
export function spawnServer(env, { stdio = 'inherit', forwardSignals = false } = {}) {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/server.ts')], {
    cwd: path.join(ROOT, 'server'),
    stdio,
    env: { ...process.env, ...env },
  });
  if (forwardSignals) {
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
    server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
  return server;
}

/**
 * Resolves once `${base}/api/health` answers OK; gives up after `timeoutMs` (2 minutes), or at once
 * when `child`, the server's process, exits first.
 */
export async function waitForHealth(base, { child, timeoutMs = 120_000 } = {}) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${base} exited before it answered (${child.signalCode ?? child.exitCode})`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${base} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** A TCP port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) as the benches drive it.
 * Playwright is imported here, not at the top, so `npm start` does not load it.
 */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
