// The embedded database's own thread: PGlite (WebAssembly, synchronous inside) runs here so that a
// query never blocks the HTTP event loop. Plain JavaScript so that it starts without a TS loader.
// Messages in: { id, op: 'open' | 'query' | 'exec' | 'begin' | 'end' | 'listen' | 'unlisten' | 'close', ... };
// out: { id, result } or { id, error: { message, code, ... } }, and { id: 0, notify: { channel, payload } }
// for each NOTIFY on a channel listened to.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

const ROLLBACK = Symbol('rollback');
/** Open transactions: txId -> { tx, finish(commit) }. */
const transactions = new Map();
let nextTx = 1;
let pglite;
/** Channels listened to: name -> the function that stops. */
const listening = new Map();

function errorOf(err) {
  const e = err instanceof Error ? err : new Error(String(err));
  const out = { message: e.message, name: e.name };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'severity', 'hint', 'position']) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  return out;
}

function target(txId) {
  if (txId === undefined) return pglite;
  const t = transactions.get(txId);
  if (!t) throw new Error(`transaction ${txId} is not open`);
  return t.tx;
}

async function begin() {
  const txId = nextTx++;
  let opened;
  const ready = new Promise((resolve) => (opened = resolve));
  const done = pglite
    .transaction(async (tx) => {
      const commit = await new Promise((finish) => {
        transactions.set(txId, { tx, finish, done: undefined });
        opened();
      });
      if (!commit) throw ROLLBACK;
    })
    .catch((err) => {
      if (err !== ROLLBACK) throw err;
    })
    .finally(() => transactions.delete(txId));
  // A failure to begin at all (closed database) must not leave the caller waiting.
  await Promise.race([ready, done]);
  const t = transactions.get(txId);
  if (!t) throw new Error('could not begin a transaction');
  t.done = done;
  return txId;
}

async function handle(msg) {
  switch (msg.op) {
    case 'open':
      // The module the HTTP thread compiled once for the process (pglite.ts), when it could.
      pglite = await PGlite.create(workerData.dataPath, { extensions: { pg_trgm, btree_gin }, pgliteWasmModule: workerData.wasmModule });
      return null;
    case 'query':
      return (await target(msg.txId).query(msg.sql, msg.params)).rows;
    case 'exec':
      await target(msg.txId).exec(msg.sql);
      return null;
    case 'begin':
      return begin();
    case 'end': {
      const t = transactions.get(msg.txId);
      if (!t) throw new Error(`transaction ${msg.txId} is not open`);
      t.finish(msg.commit);
      await t.done;
      return null;
    }
    case 'listen':
      if (!listening.has(msg.channel)) {
        listening.set(msg.channel, await pglite.listen(msg.channel, (payload) => parentPort.postMessage({ id: 0, notify: { channel: msg.channel, payload } })));
      }
      return null;
    case 'unlisten': {
      const stop = listening.get(msg.channel);
      listening.delete(msg.channel);
      await stop?.();
      return null;
    }
    case 'close':
      if (pglite && !pglite.closed) {
        try {
          await pglite.exec('CHECKPOINT');
        } finally {
          await pglite.close();
        }
      }
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

// An error that escapes a query (a WebAssembly abort, say) ends this thread; tell the HTTP thread
// why before it goes, so the log says more than an exit code.
function fatal(err) {
  try {
    parentPort.postMessage({ id: 0, fatal: errorOf(err) });
  } finally {
    process.exit(1);
  }
}
process.on('uncaughtException', fatal);
process.on('unhandledRejection', fatal);

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) => parentPort.postMessage({ id: msg.id, error: errorOf(err) }),
  );
});
