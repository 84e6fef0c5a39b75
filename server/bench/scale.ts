/**
 * `npm run bench -w server -- scale`: the API without its read cache (READ_CACHE=0) at 1,000,000
 * orders on the PostgreSQL server of DATABASE_URL (issue 36). 100 sellers (bench/scale-seed.ts) in a
 * database of their own, BENCH_SCALE_DB (agrihub_bench_scale), which is kept: a later run finds it
 * seeded and only applies new migrations. Each list is driven as its users drive it, every request
 * for one of the 100 sellers picked at random: the order list with varied filters, searches, pages
 * and sorts; the retailer directory; the activity log; the dashboard. Then page 1 against page 5,000
 * of the biggest seller's orders, then every read at once under 10 writes/s (new orders and status
 * moves). Each read runs closed-loop (as fast as answers come) and then at a fixed offered rate
 * (BENCH_SCALE_RATE, 200 req/s). Prints the seeding time and the database's size. BENCH_SCALE_ORDERS
 * changes the size.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import autocannon, { type Options, type Result } from 'autocannon';
import { openMigratedDb } from '../src/platform/db/migrate.ts';
import { encodeOrderCursor } from '../src/modules/orders/queries/orders.ts';
import { freePort } from '../../scripts/cluster.mjs';
import { SCALE_SELLERS, ordersOf, scaleEmail, seedScale } from './scale-seed.ts';
import { openLoop } from './open-loop.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Seller {
  token: string;
  pages: number;
  confirmed: string[];
  retailerId: string;
  productIds: string[];
}

/** The bench database's URL on the server of `adminUrl`, created when missing. */
async function scaleDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
/** Mostly the first pages, as people page; now and then far in. */
const pageOf = (pages: number) => {
  const r = Math.random();
  const page = r < 0.6 ? 1 : r < 0.9 ? 2 + Math.floor(Math.random() * 9) : 11 + Math.floor(Math.random() * 490);
  return Math.max(1, Math.min(pages, page));
};

const SORTS = ['date_desc', 'date_desc', 'date_asc', 'total_desc', 'total_asc'];
const STATUSES = ['', '', '', 'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'];
const SEARCHES = ['', '', '', '', 'kissan', 'madina traders', 'ORD-1005', 'khad', 'barkat 4', 'zzqx'];
const MODULES = ['', '', 'orders', 'catalog', 'payments', 'team'];

function orderListPath(s: Seller): string {
  const params = new URLSearchParams({ sort: pick(SORTS), page: String(pageOf(s.pages)), pageSize: '20' });
  const status = pick(STATUSES);
  const q = pick(SEARCHES);
  if (status) params.set('status', status);
  if (q) {
    params.set('q', q);
    params.set('page', '1');
  } else if (status) params.set('page', String(Math.min(pageOf(s.pages), 20)));
  if (Math.random() < 0.15) params.set('from', '2026-01-01');
  return `/api/seller/orders?${params}`;
}

const directoryPath = () => {
  const params = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)), pageSize: '20' });
  const q = pick(['', '', 'kissan', 'lahore', 'traders']);
  if (q) params.set('q', q);
  if (Math.random() < 0.2) params.set('standing', pick(['within_terms', 'overdue', 'over_limit']));
  return `/api/seller/retailer-accounts?${params}`;
};

const activityPath = () => {
  const params = new URLSearchParams({ page: String(pageOf(100)), pageSize: '25' });
  const module = pick(MODULES);
  if (module) params.set('module', module);
  if (Math.random() < 0.2) params.set('from', '2026-06-01');
  return `/api/seller/team/activity?${params}`;
};

const READS: Record<string, (s: Seller) => string> = {
  'order list (filters, searches, pages, sorts)': orderListPath,
  'retailer directory': directoryPath,
  'activity log': activityPath,
  'dashboard overview': () => '/api/dashboard/overview',
};

/** The issue's goals (p99): every list and the dashboard, and every read while writes land. */
const READ_GOAL_MS = 50;
const UNDER_WRITES_GOAL_MS = 100;
const DEEP_PAGE_GOAL = 1.5;

const figures = (r: Result, goalMs?: number) =>
  `${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   max ${String(r.latency.max).padStart(5)} ms   non-2xx ${r.non2xx}  errors ${r.errors}` +
  (goalMs === undefined ? '' : `   goal p99 <= ${goalMs} ms: ${r.latency.p99 <= goalMs && r.non2xx === 0 && r.errors === 0 ? 'met' : 'NOT met'}`);

export async function measureScale(opts: { databaseUrl: string | undefined; connections: number; duration: number }): Promise<void> {
  if (!opts.databaseUrl) {
    console.log('\nScale (1,000,000 orders): skipped, it needs a PostgreSQL server (DATABASE_URL)');
    return;
  }
  const total = Number(process.env.BENCH_SCALE_ORDERS ?? 1_000_000);
  // The offered load of the fixed-rate runs: twice a busy hour of 100 sellers (5 people each, a
  // request every 5 s).
  const rate = Number(process.env.BENCH_SCALE_RATE ?? 200);
  const url = await scaleDatabase(opts.databaseUrl, process.env.BENCH_SCALE_DB ?? 'agrihub_bench_scale');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-scale-'));
  const db = await openMigratedDb({ dataDir, databaseUrl: url });
  console.log(`\nScale: ${SCALE_SELLERS} sellers, ${total.toLocaleString('en')} orders on PostgreSQL (${new URL(url).pathname.slice(1)}), READ_CACHE=0`);
  const seededMs = await seedScale(db, total, (line) => console.log(line));
  await db.exec('CREATE TABLE IF NOT EXISTS bench_scale_seeding (ms bigint NOT NULL, at timestamptz NOT NULL DEFAULT now())');
  if (seededMs > 0) await db.query('INSERT INTO bench_scale_seeding (ms) VALUES ($1)', [seededMs]);
  const [seeding] = await db.query<{ ms: number }>('SELECT sum(ms)::bigint AS ms FROM bench_scale_seeding');
  const [size] = await db.query<{ size: string; orders: number; audit: number }>(
    `SELECT pg_size_pretty(pg_database_size(current_database())) AS size, (SELECT count(*)::int FROM orders) AS orders,
            (SELECT count(*)::int FROM audit_log) AS audit`,
  );
  console.log(
    `${seededMs > 0 ? `seeded in ${(seededMs / 1000).toFixed(0)} s` : `already seeded (seeding took ${((seeding?.ms ?? 0) / 1000).toFixed(0)} s)`}; ` +
      `${size?.orders.toLocaleString('en')} orders, ${size?.audit.toLocaleString('en')} activity entries; database size ${size?.size}`,
  );
  // Page 5,000 as a client that paged there by cursor asks for it: after page 4,999's last order.
  const [edge] = await db.query<{ key: string; id: string }>(
    `SELECT to_json(order_date) #>> '{}' AS key, id FROM orders
      WHERE seller_id = (SELECT seller_id FROM users WHERE email = $1) ORDER BY order_date DESC, id DESC OFFSET $2 LIMIT 1`,
    [scaleEmail(0), 4999 * 20 - 1],
  );
  const cursor5000 = edge ? encodeOrderCursor('date_desc', edge) : undefined;
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '..', 'src', 'server.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-scale-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      READ_CACHE: '0',
      // Enough that the pool is not what is measured, within PostgreSQL's default 100 connections.
      DATABASE_POOL_MAX: String(Math.min(opts.connections, 40)),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (let i = 0; ; i++) {
      if (
        (await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )) === true
      )
        break;
      if (i > 300 || child.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const sellers: Seller[] = [];
    for (let i = 0; i < SCALE_SELLERS; i++) {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: scaleEmail(i), password: 'Seller@123' }),
      });
      if (!login.ok) throw new Error(`could not sign in ${scaleEmail(i)}: ${login.status}`);
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      const get = async <T>(p: string) => ((await (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: T }).data;
      const confirmed = (await get<{ orders: { _id: string }[] }>('/api/seller/orders?status=confirmed&pageSize=100')).orders.map((o) => o._id);
      const retailer = (await get<{ accounts: { _id: string }[] }>('/api/seller/retailer-accounts?pageSize=1')).accounts[0];
      const products = (await get<{ products: { _id: string }[] }>('/api/seller/products?pageSize=10')).products;
      if (!retailer || products.length < 3) throw new Error(`seller ${i + 1} has no retailers or products`);
      sellers.push({ token, pages: Math.ceil(ordersOf(i, total) / 20), confirmed, retailerId: retailer._id, productIds: products.map((p) => p._id) });
    }
    const run = (paths: (s: Seller) => string, extra: Partial<Options> = {}) =>
      autocannon({
        url: base,
        connections: opts.connections,
        duration: opts.duration,
        requests: [
          {
            setupRequest: (req) => {
              const s = pick(sellers);
              return { ...req, path: paths(s), headers: { ...req.headers, authorization: `Bearer ${s.token}` } };
            },
          },
        ],
        ...extra,
      });
    // Each read twice: as fast as answers come (closed loop: the p99 there is mostly the queue for
    // the two cores), then at a steady offered rate (bench/open-loop.ts: latency at a stated load).
    console.log(`closed loop, ${opts.connections} connections:`);
    const steady = (paths: (s: Seller) => string) =>
      openLoop({
        base,
        rate,
        duration: opts.duration,
        connections: opts.connections,
        next: () => {
          const s = pick(sellers);
          return { path: paths(s), headers: { authorization: `Bearer ${s.token}` } };
        },
      });
    for (const [label, paths] of Object.entries(READS)) console.log(`  ${label.padEnd(44)} ${figures(await run(paths), READ_GOAL_MS)}`);
    console.log(`open loop, ${rate} req/s offered (Poisson arrivals), up to ${opts.connections} connections:`);
    for (const [label, paths] of Object.entries(READS)) console.log(`  ${label.padEnd(44)} ${figures(await steady(paths), READ_GOAL_MS)}`);

    // The biggest seller's newest orders: page 1, then page 5,000 by number.
    const big = sellers[0] as Seller;
    const bigRun = (p: string) =>
      autocannon({ url: `${base}${p}`, connections: opts.connections, duration: opts.duration, headers: { authorization: `Bearer ${big.token}` } });
    const page1 = await bigRun('/api/seller/orders?page=1&pageSize=20');
    console.log(`${'orders page 1 (biggest seller)'.padEnd(46)} ${figures(page1, READ_GOAL_MS)}`);
    // Page 5,000 against page 1, by their medians and their p99s.
    const deep = (label: string, r: Result) => {
      const ratio = Math.max(r.latency.p50 / Math.max(1, page1.latency.p50), r.latency.p99 / Math.max(1, page1.latency.p99));
      console.log(
        `${label.padEnd(46)} ${figures(r)}   ${ratio.toFixed(2)}x page 1, goal <= ${DEEP_PAGE_GOAL}x: ${ratio <= DEEP_PAGE_GOAL ? 'met' : 'NOT met'}`,
      );
    };
    deep('orders page 5,000 by number', await bigRun('/api/seller/orders?page=5000&pageSize=20'));
    if (cursor5000) deep('orders page 5,000 by cursor', await bigRun(`/api/seller/orders?page=5000&pageSize=20&after=${cursor5000}`));

    // Every read at once, while 10 writes a second land: 5 new orders and 5 orders moved on.
    let writes = 0;
    let failed = 0;
    const write = async (s: Seller, i: number) => {
      const headers = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
      const move = i % 2 === 1 && s.confirmed.length > 0;
      const res = move
        ? await fetch(`${base}/api/seller/orders/${s.confirmed.shift()}/status`, { method: 'PATCH', headers, body: JSON.stringify({ status: 'processing' }) })
        : await fetch(`${base}/api/seller/orders`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ retailerId: s.retailerId, lines: s.productIds.slice(0, 3).map((productId) => ({ productId, quantity: 1 })) }),
          });
      if (res.ok) writes += 1;
      else failed += 1;
      await res.body?.cancel();
    };
    let n = 0;
    const writer = setInterval(() => void write(pick(sellers), n++).catch(() => (failed += 1)), 100);
    const all = Object.values(READS);
    try {
      const r = await run((s) => pick(all)(s));
      console.log(`${'all reads, 10 writes/s'.padEnd(46)} ${figures(r, UNDER_WRITES_GOAL_MS)}  (${writes} writes, ${failed} failed)`);
      writes = 0;
      const open = await steady((s) => pick(all)(s));
      console.log(`${`all reads at ${rate} req/s, 10 writes/s`.padEnd(46)} ${figures(open, UNDER_WRITES_GOAL_MS)}  (${writes} writes, ${failed} failed)`);
    } finally {
      clearInterval(writer);
    }
    console.log(`${opts.connections} connections x ${opts.duration} s each; every request for one of ${SCALE_SELLERS} sellers at random`);
  } finally {
    const stopping = Date.now();
    child.kill('SIGTERM');
    await exited;
    console.log(`server stopped in ${Date.now() - stopping} ms (exit ${child.exitCode})`);
  }
}
