// `npm run start:cluster`: REPLICAS API processes (default 3) against DATABASE_URL behind nginx on
// PORT (default 8080), which serves the built apps itself. Ctrl+C stops everything it started.
import { APPS, buildApps, needsBuild } from './apps.mjs';
import { startCluster } from './cluster.mjs';

const replicas = Number(process.env.REPLICAS ?? 3);
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 64) {
  console.error(`REPLICAS must be a whole number from 1 to 64, got '${process.env.REPLICAS}'`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.error(
    'start:cluster needs DATABASE_URL: the PostgreSQL server every API process shares, for example\n' +
      '  DATABASE_URL=postgres://agrihub@127.0.0.1:5432/agrihub npm run start:cluster\n' +
      '(npm start runs one process on an embedded database instead.)',
  );
  process.exit(1);
}

// A WEB_ROOT of its own (the e2e run's copy) is served as it is; the repository's apps are built when stale.
const stale = process.env.WEB_ROOT ? [] : APPS.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Building ${stale.map((a) => a.dir).join(', ')} (first start takes a minute or two)...`);
  await buildApps(stale);
}

let cluster;
try {
  cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    replicas,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    ...(process.env.WEB_ROOT ? { webRoot: process.env.WEB_ROOT } : {}),
  });
} catch (err) {
  console.error(`AgriHub cluster failed to start: ${err.message}`);
  process.exit(1);
}
for (const p of cluster.processes) console.log(`[cluster] ${p.name} on 127.0.0.1:${p.port} (pid ${p.child.pid})`);
console.log(`[cluster] AgriHub on ${cluster.url}: ${replicas} API process${replicas === 1 ? '' : 'es'} behind nginx (access log ${cluster.prefix}/access.log)`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping nginx and the API processes...');
    void cluster.stop().then(() => process.exit(0));
  });
}
