/**
 * npm run bench -w server
 * Seeds 100k orders and 10k products (embedded PGlite in a temp DATA_DIR unless BENCH_DATA_DIR or
 * DATABASE_URL is set), starts the real server in a child process, then measures each endpoint with
 * autocannon (50 connections, 20 s each; BENCH_DURATION / BENCH_CONNECTIONS override) and prints
 * req/s, p50 and p99: once as served (reads cached until the seller's data changes), once with
 * READ_CACHE=0 (every request computed from the database). BENCH_MODES=cached or =uncached runs one.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { openMigratedDb } from '../src/db/migrate.ts';
import { seedBulk } from '../src/seed/bulk.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const email = 'bench@demo.pk';
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-bench-'));
const databaseUrl = process.env.DATABASE_URL || undefined;

const db = await openMigratedDb({ dataDir, databaseUrl });
const [existing] = await db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.seller_id = o.seller_id WHERE u.email = $1`,
  [email],
);
if ((existing?.n ?? 0) < ORDERS) {
  const r = await seedBulk(db, { email, orders: ORDERS - (existing?.n ?? 0), products: PRODUCTS });
  console.log(`seeded ${PRODUCTS} products and ${ORDERS} orders in ${r.ms} ms`);
}
await db.close();

const modes = (process.env.BENCH_MODES ?? 'cached,uncached').split(',').map((m) => m.trim());

async function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

async function measure(mode: string): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '..', 'src', 'server.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      READ_CACHE: mode === 'uncached' ? '0' : '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not yet */
      }
      if (i > 300 || child.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Seller@123' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    // Access tokens last 15 minutes; each mode's run is shorter.
    const headers = { authorization: `Bearer ${token}` };
    const targets: [string, string][] = [
      ['GET /api/seller/orders (page 1)', '/api/seller/orders'],
      ['GET /api/seller/orders?q=kissan', '/api/seller/orders?q=kissan'],
      ['GET /api/seller/orders?status=pending', '/api/seller/orders?status=pending'],
      ['GET /api/seller/products', '/api/seller/products'],
      ['GET /api/dashboard/overview', '/api/dashboard/overview'],
    ];
    console.log(`\n${mode === 'uncached' ? 'READ_CACHE=0: every request computed from the database' : 'As served: reads cached until the seller\'s data changes'}`);
    const report = (label: string, r: Result, extra = '') =>
      console.log(
        `${label.padEnd(40)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}${extra}`,
      );
    for (const [label, url] of targets) {
      report(label, await autocannon({ url: `${base}${url}`, connections, duration, headers }));
    }
    // Reads while the data changes: a writer confirms one pending order every 100 ms, so each
    // change invalidates the cached list and the summary both.
    const pending: string[] = [];
    for (let page = 1; pending.length < duration * 10 + 10 && page <= 20; page++) {
      const res = await fetch(`${base}/api/seller/orders?status=pending&pageSize=100&page=${page}`, { headers });
      const list = ((await res.json()) as { data: { orders: { _id: string }[] } }).data.orders;
      if (list.length === 0) break;
      pending.push(...list.map((o) => o._id));
    }
    let writes = 0;
    let failedWrites = 0;
    const writer = setInterval(() => {
      const id = pending.shift();
      if (!id) return;
      void fetch(`${base}/api/seller/orders/${id}/status`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'confirmed' }),
      }).then((res) => (res.ok ? (writes += 1) : (failedWrites += 1)), () => (failedWrites += 1));
    }, 100);
    try {
      const r = await autocannon({ url: `${base}/api/seller/orders`, connections, duration, headers });
      report('GET /api/seller/orders, 10 writes/s', r, `  (${writes} status changes, ${failedWrites} failed)`);
    } finally {
      clearInterval(writer);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

try {
  for (const mode of modes) await measure(mode);
  console.log(`\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${ORDERS} orders, ${PRODUCTS} products; ${connections} connections x ${duration} s each`);
} finally {
  if (!process.env.BENCH_DATA_DIR && !databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
}
