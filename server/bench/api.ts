/**
 * npm run bench -w server
 * Seeds 100k orders and 10k products (embedded PGlite in a temp DATA_DIR unless BENCH_DATA_DIR or
 * DATABASE_URL is set), starts the real server in a child process, then measures each endpoint with
 * autocannon (50 connections, 20 s each; BENCH_DURATION / BENCH_CONNECTIONS override) and prints
 * req/s, p50 and p99: once as served (reads cached until the seller's data changes), once with
 * READ_CACHE=0 (every request computed from the database). BENCH_MODES=cached or =uncached runs one.
 * Then the memory of uploads: the server's RSS before, at its peak during and after 20 parallel
 * 10 MB product images. Then the orders workflow at that scale: the order page, pricing a phone order,
 * saving one, and moving orders along their lifecycle. Then retailer credit: aging, the directory, a
 * retailer's page and statement, and recording payments. Then the top bar's search. Then the cluster
 * (bench/cluster.ts): the read mix through nginx with 1 and 3 API processes. Then the API fuzzer
 * (test/fuzz/fuzzer.ts) for 10 minutes (FUZZ_TIME_MS; FUZZ_SEED, FUZZ_ONLY as in `npm test`) on an
 * app of its own with the demo data. `npm run bench -w server -- uploads` runs only
 * the uploads (and seeds no orders), `-- reads` only the throughput, `-- workflow` only the orders
 * workflow, `-- credit` only retailer credit, `-- search` only the search, `-- cluster` only the
 * cluster, `-- fuzz` only the fuzzer (and seeds nothing). `-- scale` (bench/scale.ts): the API uncached at
 * 1,000,000 orders of 100 sellers on the PostgreSQL server of DATABASE_URL, in a database it keeps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { openMigratedDb } from '../src/platform/db/migrate.ts';
import { seedBulk } from '../src/seed/bulk.ts';
import { measureCluster } from './cluster.ts';
import { measureScale } from './scale.ts';
import { freePort } from '../../scripts/cluster.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RETAILERS = Number(process.env.BENCH_RETAILERS ?? 2_000);
const email = 'bench@demo.pk';
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-bench-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const steps = process.argv.length > 2 ? process.argv.slice(2) : ['reads', 'workflow', 'credit', 'search', 'uploads', 'scale', 'cluster', 'fuzz'];
const reads = ['reads', 'workflow', 'credit', 'search'].some((step) => steps.includes(step));

// The fuzzer and the scale step build data of their own: they need none of the bench's.
if (steps.some((step) => step !== 'fuzz' && step !== 'scale')) {
  const db = await openMigratedDb({ dataDir, databaseUrl });
  const [existing] = await db.query<{ n: number; users: number }>(
    `SELECT count(o.id)::int AS n, count(DISTINCT u.id)::int AS users
       FROM users u LEFT JOIN orders o ON o.seller_id = u.seller_id WHERE u.email = $1`,
    [email],
  );
  if (reads && (existing?.n ?? 0) < ORDERS) {
    const r = await seedBulk(db, { email, orders: ORDERS - (existing?.n ?? 0), products: PRODUCTS, retailers: RETAILERS });
    console.log(`seeded ${PRODUCTS} products, ${RETAILERS} retailers and ${ORDERS} orders in ${r.ms} ms`);
  } else if (!existing?.users) {
    await seedBulk(db, { email, orders: 0, products: 0 });
  }
  await db.close();
}

const modes = (process.env.BENCH_MODES ?? 'cached,uncached').split(',').map((m) => m.trim());

interface Server {
  base: string;
  pid: number;
  headers: Record<string, string>;
}

/** Starts the real server in a child process, signs in, runs `fn`, and stops the server. */
async function withServer(readCache: boolean, fn: (server: Server) => Promise<void>): Promise<void> {
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
      READ_CACHE: readCache ? '1' : '0',
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
    if (!login.ok) throw new Error(`could not sign in: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    // Access tokens last 15 minutes; each step is shorter.
    await fn({ base, pid: child.pid ?? 0, headers: { authorization: `Bearer ${token}` } });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

async function measure(mode: string): Promise<void> {
  await withServer(mode !== 'uncached', async ({ base, headers }) => {
    const targets: [string, string][] = [
      ['GET /api/seller/orders (page 1)', '/api/seller/orders'],
      ['GET /api/seller/orders?q=kissan', '/api/seller/orders?q=kissan'],
      ['GET /api/seller/orders?status=pending', '/api/seller/orders?status=pending'],
      ['GET /api/seller/products', '/api/seller/products'],
      ['GET /api/dashboard/overview', '/api/dashboard/overview'],
    ];
    console.log(
      `\n${mode === 'uncached' ? 'READ_CACHE=0: every request computed from the database' : "As served: reads cached until the seller's data changes"}`,
    );
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
      }).then(
        (res) => (res.ok ? (writes += 1) : (failedWrites += 1)),
        () => (failedWrites += 1),
      );
    }, 100);
    try {
      const r = await autocannon({ url: `${base}/api/seller/orders`, connections, duration, headers });
      report('GET /api/seller/orders, 10 writes/s', r, `  (${writes} status changes, ${failedWrites} failed)`);
    } finally {
      clearInterval(writer);
    }
  });
}

/** Latency percentiles of `count` calls of `call`, `parallel` at a time. */
async function timeCalls(count: number, parallel: number, call: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        if (!(await call(i))) failed += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(0);
  return `${(count / seconds).toFixed(0).padStart(7)} req/s   p50 ${at(0.5).padStart(4)} ms   p99 ${at(0.99).padStart(4)} ms   failed ${failed} of ${count}`;
}

/**
 * The orders workflow at 100,000 orders and 10,000 products: the order page, a phone order priced
 * (quote) and saved, and orders moved along the lifecycle (confirm takes stock under row locks).
 */
async function measureWorkflow(): Promise<void> {
  await withServer(true, async ({ base, headers }) => {
    const json = { ...headers, 'content-type': 'application/json' };
    const get = async <T>(url: string) => ((await (await fetch(`${base}${url}`, { headers })).json()) as { data: T }).data;
    const middle = (await get<{ orders: { orderNumber: string }[] }>(`/api/seller/orders?page=${Math.floor(ORDERS / 200)}&pageSize=100`)).orders[0];
    // Well-stocked products, a different three per order, so every confirmation can take its units.
    const products = (await get<{ products: { _id: string; stockQuantity: number }[] }>('/api/seller/orders/product-options?q=')).products.filter(
      (p) => p.stockQuantity >= 100,
    );
    // A retailer in good standing, so the credit check lets every confirmation through.
    const retailer = (await get<{ accounts: { _id: string }[] }>('/api/seller/retailer-accounts?standing=within_terms')).accounts[0];
    if (!middle || products.length < 3 || !retailer) throw new Error('the bench data has no orders, products or retailers');
    const lines = products.slice(0, 3).map((p) => ({ productId: p._id, quantity: 1 }));
    console.log('\nOrders workflow (as served)');
    const report = (label: string, figures: string) => console.log(`${label.padEnd(40)} ${figures}`);
    const cannon = async (label: string, opts: { url: string; method?: 'POST'; body?: string }) => {
      const r = await autocannon({ ...opts, url: `${base}${opts.url}`, connections, duration, headers: opts.body ? json : headers });
      report(
        label,
        `${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`,
      );
    };
    await cannon(`GET /api/seller/orders/${middle.orderNumber}`, { url: `/api/seller/orders/${middle.orderNumber}` });
    await cannon('POST /api/seller/orders/quote (3 lines)', { url: '/api/seller/orders/quote', method: 'POST', body: JSON.stringify({ lines }) });
    const created: string[] = [];
    const NEW_ORDERS = 200;
    report(
      `POST /api/seller/orders x${NEW_ORDERS} (10 at once)`,
      await timeCalls(NEW_ORDERS, 10, async (i) => {
        const mine = [0, 1, 2].map((k) => ({ productId: products[(i + k) % products.length]?._id ?? '', quantity: 1 }));
        const res = await fetch(`${base}/api/seller/orders`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ retailerId: retailer._id, lines: mine }),
        });
        if (res.ok) created.push(((await res.json()) as { data: { order: { _id: string } } }).data.order._id);
        return res.ok;
      }),
    );
    const moves: [string, Record<string, string>][] = [
      ['confirmed', {}],
      ['processing', {}],
      ['shipped', { courier: 'TCS', trackingNumber: 'TCS-BENCH' }],
      ['delivered', {}],
    ];
    for (const [status, extra] of moves) {
      report(
        `PATCH .../status -> ${status} x${created.length}`,
        await timeCalls(created.length, 10, async (i) => {
          const res = await fetch(`${base}/api/seller/orders/${created[i]}/status`, {
            method: 'PATCH',
            headers: json,
            body: JSON.stringify({ status, ...extra }),
          });
          return res.ok;
        }),
      );
    }
  });
}

/**
 * Retailer credit at 100,000 orders and 2,000 retailers (issue 23): receivables aging, the directory,
 * a busy retailer's page and statement, Transactions, and recording payments (each under the
 * retailer's lock, allocating oldest first).
 */
async function measureCredit(): Promise<void> {
  await withServer(true, async ({ base, headers }) => {
    const json = { ...headers, 'content-type': 'application/json' };
    const get = async <T>(url: string) => ((await (await fetch(`${base}${url}`, { headers })).json()) as { data: T }).data;
    const top = (await get<{ rows: { retailerId: string }[] }>('/api/seller/receivables/aging?pageSize=1')).rows[0];
    if (!top) throw new Error('the bench data has no open receivables');
    console.log('\nRetailer credit (as served)');
    const report = (label: string, figures: string) => console.log(`${label.padEnd(40)} ${figures}`);
    for (const [label, url] of [
      ['GET /api/seller/receivables/aging', '/api/seller/receivables/aging'],
      ['GET .../receivables/aging?bucket=90+', '/api/seller/receivables/aging?bucket=90%2B'],
      ['GET /api/seller/retailer-accounts', '/api/seller/retailer-accounts'],
      ['GET .../retailer-accounts/:id (most owed)', `/api/seller/retailer-accounts/${top.retailerId}`],
      ['GET .../retailer-accounts/:id/statement', `/api/seller/retailer-accounts/${top.retailerId}/statement`],
      ['GET /api/seller/payments', '/api/seller/payments'],
    ] as const) {
      const r = await autocannon({ url: `${base}${url}`, connections, duration, headers });
      report(
        label,
        `${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`,
      );
    }
    const PAYMENTS = 200;
    report(
      `POST .../payments x${PAYMENTS} (10 at once)`,
      await timeCalls(PAYMENTS, 10, async () => {
        const res = await fetch(`${base}/api/seller/retailer-accounts/${top.retailerId}/payments`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ amount: 1000, receivedOn: new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10), method: 'cash' }),
        });
        return res.status === 201;
      }),
    );
  });
}

/**
 * The top bar's search at 100,000 orders (issue 19), as typed: a prefix every order matches, an
 * order's exact number, a SKU, a retailer's name and a city, one letter, and text nothing matches
 * (the worst case: every index probed, nothing to stop early on).
 */
async function measureSearch(): Promise<void> {
  await withServer(true, async ({ base, headers }) => {
    const get = async <T>(url: string) => ((await (await fetch(`${base}${url}`, { headers })).json()) as { data: T }).data;
    const order = (await get<{ orders: { orderNumber: string; customer: { name: string } }[] }>('/api/seller/orders?pageSize=1&sort=date_asc')).orders[0];
    const product = (await get<{ products: { sku: string }[] }>('/api/seller/products?pageSize=1')).products[0];
    if (!order || !product) throw new Error('the bench data has no orders or products');
    console.log('\nGlobal search (GET /api/search, 5 per group, as the top bar asks)');
    for (const q of ['ORD-', order.orderNumber, product.sku, order.customer.name.split(' ')[0] ?? 'kissan', 'lahore', 'a', 'zzqx']) {
      const r = await autocannon({ url: `${base}/api/search?q=${encodeURIComponent(q)}&limit=5`, connections, duration, headers });
      console.log(
        `${`q=${q}`.padEnd(40)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`,
      );
    }
  });
}

/**
 * The API fuzzer of `npm test` (test/fuzz/fuzzer.ts), for longer: 10 minutes of requests unless
 * FUZZ_TIME_MS says otherwise, on PostgreSQL when DATABASE_URL is set (in a database of its own),
 * else PGlite. Prints the figures, the answers per operation and every distinct failure.
 */
async function measureFuzz(): Promise<void> {
  // Loaded only here: the other steps need none of the test code.
  const { formatCoverage, formatFailures, formatSummary, fuzzApi, fuzzOptionsFromEnv } = await import('../test/fuzz/fuzzer.ts');
  const opts = fuzzOptionsFromEnv(databaseUrl ? 'postgres' : 'pglite', { timeMs: 10 * 60_000, runsPerOperation: Number.MAX_SAFE_INTEGER });
  console.log(`\nAPI fuzzer: ${(opts.timeMs / 1000).toFixed(0)} s of requests, seed ${opts.seed}`);
  const summary = await fuzzApi({ ...opts, log: (line) => console.log(line) });
  console.log(`${formatSummary(summary)}\nAnswers per operation:\n${formatCoverage(summary)}`);
  if (summary.failures.length) console.log(`Failures:\n${formatFailures(summary.failures)}`);
}

const UPLOADS = 20;
const UPLOAD_BYTES = 10 * 1024 * 1024;

/** The server process's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** 20 product images of 10 MB (a PNG signature and padding) sent at once; RSS sampled every 50 ms. */
async function measureUploads(): Promise<void> {
  await withServer(true, async ({ base, pid, headers }) => {
    const png = Buffer.alloc(UPLOAD_BYTES);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    const image = new Blob([png], { type: 'image/png' });
    const run = Date.now().toString(36).toUpperCase();
    const create = (i: number, file: Blob) => {
      const form = new FormData();
      const fields = { name: `Bench image ${i}`, sku: `BENCH-${run}-${i}`, category: 'tools', price: '100', stockQuantity: '1', minStockLevel: '1' };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('images', file, `bench-${i}.png`);
      return fetch(`${base}/api/seller/products`, { method: 'POST', headers, body: form });
    };
    const created: string[] = [];
    const keep = async (res: Response) => {
      if (res.ok) created.push(((await res.json()) as { data: { product: { _id: string } } }).data.product._id);
      return res.status;
    };
    // One small upload first, so the baseline already has the upload path loaded.
    await keep(await create(-1, new Blob([png.subarray(0, 1024)], { type: 'image/png' })));
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
    const started = Date.now();
    let statuses: number[];
    try {
      statuses = await Promise.all(Array.from({ length: UPLOADS }, async (_, i) => keep(await create(i, image))));
    } finally {
      clearInterval(sampler);
    }
    const ms = Date.now() - started;
    peak = Math.max(peak, rssMb(pid));
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(pid);
    const ok = statuses.filter((s) => s === 201).length;
    console.log(
      `\n${UPLOADS} parallel uploads of 10 MB (product images): ${ok} created in ${ms} ms; server RSS before ${before.toFixed(0)} MB, ` +
        `peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB; growth ${(peak - before).toFixed(0)} MB (target: at most about 50 MB)`,
    );
    for (const id of created) await fetch(`${base}/api/seller/products/${id}`, { method: 'DELETE', headers });
  });
}

try {
  if (steps.includes('reads')) for (const mode of modes) await measure(mode);
  if (steps.includes('workflow')) await measureWorkflow();
  if (steps.includes('credit')) await measureCredit();
  if (steps.includes('search')) await measureSearch();
  if (reads)
    console.log(
      `\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${ORDERS} orders, ${PRODUCTS} products, ${RETAILERS} retailers; ${connections} connections x ${duration} s each`,
    );
  if (steps.includes('uploads')) await measureUploads();
  if (steps.includes('scale')) await measureScale({ databaseUrl, connections, duration });
  if (steps.includes('cluster')) await measureCluster({ orders: ORDERS, products: PRODUCTS, retailers: RETAILERS, connections, duration });
  if (steps.includes('fuzz')) await measureFuzz();
} finally {
  if (!process.env.BENCH_DATA_DIR && !databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
}
