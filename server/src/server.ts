import { buildApp } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

// start:cluster sets EXIT_WITH_PARENT: should the launcher be killed outright (SIGKILL, a crash), this
// process would serve on unsupervised, holding its port. Reparented, it stops as on SIGTERM.
let onParentExit: () => void = () => process.exit(1);
if (process.env.EXIT_WITH_PARENT === '1') {
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && onParentExit(), 1000).unref();
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp();
} catch (err) {
  console.error(`AgriHub server failed to start: ${(err as Error).message}`);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests, then checkpointing and closing the database');
  const force = setTimeout(() => {
    app.log.error('shutdown timed out after 10s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
onParentExit = () => void shutdown('parent exited');

try {
  await app.listen({ port, host });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await app.close();
  process.exit(1);
}
