// `npm run start:cluster`: REPLICAS API processes (default 3) against DATABASE_URL behind nginx on
// PORT (default 8080), which serves the built apps itself. Ctrl+C, SIGTERM, SIGHUP or its parent
// exiting stops everything it started.
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

// Its output may be a pipe whose reader has gone (the parent that exited): a failed log line must not
// end the launcher before it has stopped what it started.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

const stopRequest = new AbortController();
let building = false;
const requestStop = (why) => {
  if (stopRequest.signal.aborted) return;
  console.log(`[cluster] ${why}: stopping nginx and the API processes...`);
  stopRequest.abort(new Error(why));
  // The build's webpack processes are not ours to stop: each finishes its app and exits.
  if (building) process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => requestStop(`${signal} received`));
// Whoever started it (a terminal, a test runner, a CI step) may go away without a signal, being killed
// itself: then this process is reparented, and stops the cluster rather than leave it running unowned.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && requestStop(`its parent process (pid ${parent}) exited`), 1000).unref();
// Started with an IPC channel (fork()), the channel closing says the same, and at once.
process.on('disconnect', () => requestStop('its parent closed the IPC channel'));

// A WEB_ROOT of its own (the e2e run's copy) is served as it is; the repository's apps are built when stale.
const stale = process.env.WEB_ROOT ? [] : APPS.filter(needsBuild);
if (stale.length > 0) {
  console.log(`Building ${stale.map((a) => a.dir).join(', ')} (first start takes a minute or two)...`);
  building = true;
  await buildApps(stale);
  building = false;
}

let cluster;
try {
  cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    replicas,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    ...(process.env.WEB_ROOT ? { webRoot: process.env.WEB_ROOT } : {}),
    signal: stopRequest.signal,
  });
} catch (err) {
  // Told to stop while starting: everything it started has ended, as asked.
  if (stopRequest.signal.aborted) process.exit(0);
  console.error(`AgriHub cluster failed to start: ${err.message}`);
  process.exit(1);
}
for (const p of cluster.processes) console.log(`[cluster] ${p.name} on 127.0.0.1:${p.port} (pid ${p.child.pid})`);
console.log(
  `[cluster] AgriHub on ${cluster.url}: ${replicas} API process${replicas === 1 ? '' : 'es'} behind nginx (pid ${cluster.nginx.pid}, access log ${cluster.prefix}/access.log)`,
);
const failure = await cluster.stopped;
if (failure) {
  console.error(`AgriHub cluster stopped: ${failure.message}`);
  process.exit(1);
}
process.exit(0);
