import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { DirLock } from './lock.ts';
import type { Db, Queryable, Row, SqlParam } from './types.ts';
import { Listeners, type Listener } from './listeners.ts';
import { insideTransaction, refuseInsideTransaction } from './transaction-guard.ts';
import { beginStatements, needsOwnTransaction, type WriteContext } from './write-context.ts';

interface WorkerAnswer {
  id: number;
  /** A NOTIFY on a channel the thread listens to (id 0). */
  notify?: { channel: string; payload: string };
  result?: unknown;
  error?: { message: string; [key: string]: unknown };
  /** The thread's last words before an uncaught error ends it. */
  fatal?: { message: string; [key: string]: unknown };
}

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * PGlite's WebAssembly (9 MB), compiled once per process and handed to each database thread it
 * starts: a thread that compiled its own spent about 0.3 s of CPU on it, again for a thread started
 * after one died and for each test app. Should compiling here fail, each thread compiles its own.
 */
function pgliteWasm(): Promise<WebAssembly.Module | undefined> {
  compiled ??= readFile(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'))).then(
    (bytes) => WebAssembly.compile(bytes),
    () => undefined,
  );
  return compiled;
}

/**
 * PGlite in a thread of its own (pglite-worker.mjs): its WebAssembly runs synchronously, and on the
 * HTTP thread every query, a slow search or a 100 000-row export, would stall every other request,
 * static files included. Here the HTTP thread only waits for answers, and the two run on two cores.
 *
 * Should the thread die (an uncaught error inside PGlite), the queries in flight fail, the cause is
 * logged and a new thread reopens the same directory (PostgreSQL's recovery replays the WAL, so
 * every committed write is there); the process keeps its lock throughout.
 */
export class PgliteDb implements Db {
  readonly driver = 'pglite' as const;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private closed = false;
  private worker!: Worker;
  private readonly listeners = new Listeners();
  /** Settles when the current thread has opened the database. */
  private ready: Promise<void> = Promise.resolve();

  private constructor(
    private readonly dataPath: string,
    private readonly lock: DirLock,
  ) {}

  static async open(dataPath: string, lock: DirLock): Promise<PgliteDb> {
    const db = new PgliteDb(dataPath, lock);
    db.ready = db.start();
    await db.ready;
    return db;
  }

  private async start(): Promise<void> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataPath: this.dataPath, wasmModule: await pgliteWasm() } });
    this.worker = worker;
    let lastWords: string | undefined;
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.notify) return this.listeners.deliver(answer.notify.channel, answer.notify.payload);
      if (answer.fatal) lastWords = answer.fatal.message;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), answer.error));
      else waiting.resolve(answer.result);
    });
    // A thread that cannot even start (its module fails to load) reports through 'error', which
    // must have a listener; its 'exit' follows and fails what waits.
    worker.on('error', (err) => {
      lastWords = err.message;
    });
    worker.on('exit', (code) => {
      const err = new Error(`the database thread stopped (exit code ${code}${lastWords ? `: ${lastWords}` : ''})`);
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
      if (this.closed || this.worker !== worker) return;
      console.error(`${err.message}; reopening the database`);
      this.ready = this.start().then(() => this.relisten());
      this.ready.catch((reopenErr: unknown) => console.error(`the database could not be reopened: ${String(reopenErr)}`));
    });
    try {
      await this.post({ op: 'open' });
    } catch (err) {
      await worker.terminate();
      throw err;
    }
  }

  private post<T>(msg: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  private async call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) throw new Error('The database is closed');
    await this.ready;
    return this.post<T>(msg);
  }

  async query<T extends Row>(sql: string, params: readonly SqlParam[] = [], context?: WriteContext): Promise<T[]> {
    refuseInsideTransaction(this);
    if (needsOwnTransaction(sql, context)) return this.transaction((tx) => tx.query<T>(sql, params), context);
    return this.call<T[]>({ op: 'query', sql, params });
  }

  async exec(sql: string): Promise<void> {
    refuseInsideTransaction(this);
    await this.call({ op: 'exec', sql });
  }

  async listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const listener: Listener = { channel, onNotify, onReconnect };
    if (this.listeners.add(listener)) await this.call({ op: 'listen', channel });
    return async () => {
      if (this.listeners.remove(listener) && !this.closed) await this.call({ op: 'unlisten', channel });
    };
  }

  /** A new thread listens to nothing: listen again, and tell each listener it may have missed some. */
  private async relisten(): Promise<void> {
    for (const channel of this.listeners.channels()) await this.post({ op: 'listen', channel });
    this.listeners.reconnected();
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, context?: WriteContext): Promise<T> {
    refuseInsideTransaction(this);
    const txId = await this.call<number>({ op: 'begin' });
    let result: T;
    let onRollback = () => undefined as void;
    try {
      const tx: Queryable = { query: <R extends Row>(sql: string, params: readonly SqlParam[] = []) => this.call<R[]>({ op: 'query', sql, params, txId }) };
      onRollback = await beginStatements(tx, context);
      result = await insideTransaction(this, () => fn(tx));
    } catch (err) {
      onRollback();
      await this.call({ op: 'end', txId, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: 'end', txId, commit: true }).catch((err: unknown) => {
      onRollback();
      throw err;
    });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.closed = true;
      await this.worker.terminate();
      this.lock.release();
    }
  }
}
