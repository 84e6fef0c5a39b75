/**
 * The cluster row of `npm run bench -w server` (`-- cluster` alone): the same 100,000-order read mix
 * through nginx with 1 and with 3 API processes on the PostgreSQL server (DATABASE_URL, else the
 * machines' own at 127.0.0.1:5432), in a database of its own that is dropped at the end. Skipped,
 * saying why, without nginx or a PostgreSQL server.
 */
import fs from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import { findNginx, freePort, startCluster } from '../../scripts/cluster.mjs';
import { openMigratedDb } from '../src/platform/db/migrate.ts';
import { seedBulk } from '../src/seed/bulk.ts';
import { createDatabase, tempDir } from '../test/helpers.ts';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const EMAIL = 'bench@demo.pk';

/** The read mix each connection cycles through: the hot lists, a search, a filter and the dashboard. */
const READ_MIX = ['/api/seller/orders', '/api/seller/orders?q=kissan', '/api/seller/orders?status=pending', '/api/seller/products', '/api/dashboard/overview'];

async function readMix(base: string, token: string, connections: number, duration: number): Promise<Result> {
  return autocannon({
    url: base,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: READ_MIX.map((path) => ({ method: 'GET' as const, path })),
  });
}

export async function measureCluster(opts: { orders: number; products: number; retailers: number; connections: number; duration: number }) {
  console.log('\nCluster: the read mix through nginx, 1 and 3 API processes on the PostgreSQL server');
  const nginx = findNginx();
  if (!nginx) return console.log('  skipped: nginx is not installed (apt-get install -y nginx)');
  let db: Awaited<ReturnType<typeof createDatabase>>;
  try {
    db = await createDatabase(ADMIN_URL);
  } catch (err) {
    return console.log(`  skipped: no PostgreSQL server at ${ADMIN_URL} (${(err as Error).message})`);
  }
  const work = tempDir('agrihub-bench-cluster-');
  try {
    const seeded = await openMigratedDb({ dataDir: work, databaseUrl: db.url });
    const r = await seedBulk(seeded, { email: EMAIL, orders: opts.orders, products: opts.products, retailers: opts.retailers });
    await seeded.close();
    console.log(`  seeded ${opts.orders} orders, ${opts.products} products, ${opts.retailers} retailers in ${(r.ms / 1000).toFixed(0)} s`);
    const rows: { replicas: number; mode: string; result: Result }[] = [];
    for (const readCache of [true, false]) {
      for (const replicas of [1, 3]) {
        const cluster = await startCluster({
          databaseUrl: db.url,
          replicas,
          port: await freePort(),
          host: '127.0.0.1',
          env: { SEED_DEMO: '0', LOG_LEVEL: 'warn', READ_CACHE: readCache ? '1' : '0' },
          log: (line) => {
            if (!/^\[api-\d+\]/.test(line)) console.log(`  ${line}`);
          },
        });
        try {
          const login = await fetch(`${cluster.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: EMAIL, password: 'Seller@123' }),
          });
          const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
          // Warm: each process's pool, plan cache and (as served) read cache, as after minutes of traffic.
          await readMix(cluster.url, token, opts.connections, 3);
          rows.push({ replicas, mode: readCache ? 'as served' : 'READ_CACHE=0', result: await readMix(cluster.url, token, opts.connections, opts.duration) });
        } finally {
          await cluster.stop();
        }
      }
    }
    for (const mode of ['as served', 'READ_CACHE=0']) {
      const [one, three] = [1, 3].map((n) => rows.find((r) => r.mode === mode && r.replicas === n)?.result);
      for (const [n, r] of [
        [1, one],
        [3, three],
      ] as const) {
        if (!r) continue;
        console.log(
          `  ${`${mode}, ${n} process${n === 1 ? '' : 'es'}`.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`,
        );
      }
      if (one && three) console.log(`  ${`${mode}: 3 / 1`.padEnd(28)} ${(three.requests.average / one.requests.average).toFixed(2).padStart(7)} x req/s`);
    }
    console.log(
      `  ${opts.connections} connections x ${opts.duration} s each, ${READ_MIX.length} reads in turn; ${(await import('node:os')).cpus().length} cores shared by nginx, the API processes, PostgreSQL and the load generator`,
    );
  } finally {
    await db.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
