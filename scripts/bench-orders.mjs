// Order Management at scale (issue 5), run by `npm run bench` or alone: `node scripts/bench-orders.mjs`.
// Seeds one seller with BENCH_ORDERS orders (default 100 000) on a fresh embedded database, starts
// the portal, then measures in a real Chromium the time from navigation to the first order card
// (plain, searched, filtered), and the CSV export of every order: through the API (duration, size,
// the server's resident memory sampled every 20 ms) and through the Export Orders button.
// Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, ROOT, buildApps, launchChromium, needsBuild, spawnServer, waitForHealth } from './apps.mjs';

const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 8283);
const BASE = `http://127.0.0.1:${PORT}`;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = 3;
const SELLER = { email: 'bench@demo.pk', password: 'Seller@123' };

// Only the shell and this remote are loaded (loaded-first never fetches the other remotes).
// BENCH_NO_BUILD=1 measures the dist folders as they are.
const stale = APPS.filter((app) => ['shell', 'mfe-orders'].includes(app.dir) && needsBuild(app));
if (stale.length && process.env.BENCH_NO_BUILD !== '1') await buildApps(stale);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-bench-orders-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
const seeding = Date.now();
const seeded = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'server/src/cli/seed.ts'), '--orders', String(ORDERS), '--products', '1000', '--email', SELLER.email],
  { cwd: path.join(ROOT, 'server'), env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (seeded.status !== 0) throw new Error('seeding failed');
console.log(`\nOrders at scale: ${ORDERS.toLocaleString('en-US')} orders seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s (PGlite)`);

const server = spawnServer({ ...env, PORT: String(PORT), HOST: '127.0.0.1', WEB_ROOT: ROOT, LOG_LEVEL: 'warn' }, { stdio: 'ignore' });

/** Resident set size of the server process in MiB (Linux /proc). */
function rssMiB(field = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n) => `${Math.round(n)} ms`;
const mib = (n) => `${n.toFixed(0)} MiB`;

let browser;
try {
  await waitForHealth(BASE);
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const token = (await login.json()).data.accessToken;

  // Export through the API: the whole body, with the server's memory sampled meanwhile.
  const exports = [];
  for (let i = 0; i < RUNS; i++) {
    const before = rssMiB();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB());
    }, 20);
    const started = performance.now();
    const res = await fetch(`${BASE}/api/seller/orders/export`, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    const duration = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB());
    exports.push({ duration, before, peak, bytes: Buffer.byteLength(text), rows: text.split('\r\n').length - 2 });
  }

  browser = await launchChromium();
  const pktDay = (daysAgo) => new Date(Date.now() + 5 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const targets = [
    ['/order-management', 'page 1, default filters'],
    ['/order-management?q=kissan', 'search q=kissan'],
    ['/order-management?q=ORD-15', 'search q=ORD-15'],
    [`/order-management?status=delivered&from=${pktDay(120)}&to=${pktDay(60)}`, 'delivered, 60-day range'],
  ];
  const navigation = [];
  for (const [route, label] of targets) {
    const cold = [];
    for (let i = 0; i < RUNS; i++) {
      // A fresh context each time: signed in, but no cached scripts or data.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.request.post(`${BASE}/api/auth/login`, { data: { ...SELLER, rememberMe: true } });
      const started = performance.now();
      await page.goto(`${BASE}${route}`);
      await page.getByRole('article').first().waitFor({ timeout: 60_000 });
      cold.push(performance.now() - started);
      await context.close();
    }
    navigation.push([label, median(cold)]);
  }

  // Export Orders in the browser: click to the saved file.
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.request.post(`${BASE}/api/auth/login`, { data: { ...SELLER, rememberMe: true } });
  await page.goto(`${BASE}/order-management`);
  await page.getByRole('article').first().waitFor({ timeout: 60_000 });
  const clicks = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Export Orders' }).click();
    await (await download).path();
    clicks.push(performance.now() - started);
    await page.getByRole('button', { name: 'Export Orders' }).waitFor();
  }
  await context.close();

  console.log(`\nNavigation to the first order card (fresh signed-in browser context, median of ${RUNS})\n`);
  for (const [label, t] of navigation) console.log(`${label.padEnd(40)} ${ms(t).padStart(9)}`);
  const last = exports[exports.length - 1];
  console.log(`\nExport of all ${last.rows.toLocaleString('en-US')} orders (${(last.bytes / 1048576).toFixed(1)} MiB CSV), median of ${RUNS}\n`);
  console.log(`${'API, request to last byte'.padEnd(40)} ${ms(median(exports.map((e) => e.duration))).padStart(9)}`);
  console.log(`${'Export Orders button to saved file'.padEnd(40)} ${ms(median(clicks)).padStart(9)}`);
  console.log(
    `${'server RSS before / peak during export'.padEnd(40)} ${mib(median(exports.map((e) => e.before)))} / ${mib(Math.max(...exports.map((e) => e.peak)))}` +
      ` (process peak since start ${mib(rssMiB('VmHWM'))})`,
  );
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
