import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { acquireLock, type DirLock } from './lock.ts';

export type SqlParam = string | number | boolean | null | Date | string[] | number[] | Uint8Array;
export type Row = Record<string, unknown>;

/** The one query layer: same API over PGlite and node-postgres. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

/**
 * One statement whose single row has a `body` column of JSON text (`json_build_object(...)::text`),
 * parsed. On PGlite every statement is a trip to the database thread, and decoding rows (their JSON
 * columns above all) cost that thread more than running the query: one text value is cheapest.
 */
export async function queryJson<T>(db: Queryable, sql: string, params: readonly SqlParam[]): Promise<T> {
  const [row] = await db.query<{ body: string }>(sql, params);
  if (!row) throw new Error('a JSON statement returned no row');
  return JSON.parse(row.body) as T;
}

/**
 * Inside `db.transaction(async (tx) => ...)` every query must go through `tx`. On PGlite, one
 * connection, a query on `db` would wait for the transaction that is waiting for it: the request
 * hangs. On PostgreSQL it would run on another connection, outside the transaction, blind to its
 * uncommitted rows and able to deadlock on its locks. Both drivers refuse it at once, with this.
 */
export const QUERY_OUTSIDE_TRANSACTION = "A query inside a transaction must use the transaction's handle (tx), not the database";

/** The transaction whose callback this async context runs in, if any (work it started outlives it). */
const transactionOf = new AsyncLocalStorage<{ db: Db; open: boolean }>();

function refuseInsideTransaction(db: Db): void {
  const current = transactionOf.getStore();
  if (current?.db === db && current.open) throw new Error(QUERY_OUTSIDE_TRANSACTION);
}

/** Runs a transaction's callback so that queries on `db` from inside it are refused while it is open. */
async function insideTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const state = { db, open: true };
  try {
    return await transactionOf.run(state, fn);
  } finally {
    state.open = false;
  }
}

/** Who a write is done for: recorded by the audit trigger (migration 011) in the write's transaction. */
export interface Actor {
  sellerId: string;
  userId: string;
  name: string;
  ip: string;
}

const actorOf = new AsyncLocalStorage<Actor>();

/**
 * Runs `fn` with every write it makes recorded in the audit log as `actor`'s: each transaction
 * opened inside names the actor first (`set_config('agrihub.actor', ..., true)`, local to the
 * transaction), and a write statement run outside one becomes a transaction of its own that does.
 */
export function asActor<T>(actor: Actor, fn: () => T): T {
  return actorOf.run(actor, fn);
}

const WRITE_STATEMENT = /^\s*(insert|update|delete|with|merge)\b/i;

/** The statement naming the current actor at a transaction's start, if there is one. */
function actorStatement(): [string, SqlParam[]] | undefined {
  const actor = actorOf.getStore();
  return actor ? [`SELECT set_config('agrihub.actor', $1, true)`, [JSON.stringify(actor)]] : undefined;
}

/** A write request's Idempotency-Key (platform/http/idempotency.ts), recorded by the first write made for it. */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  /** "METHOD /path?query sha256-of-body": the same key sent with another request is refused. */
  fingerprint: string;
  /** The key's row is inserted in a transaction that has not rolled back. */
  claimed: boolean;
  /** The answer is out: work the handler left running must not record the key any more. */
  settled: boolean;
}

const claimOf = new AsyncLocalStorage<IdempotencyClaim>();

/** Runs a write request's handler so that its first write records `claim`'s key in its own transaction. */
export function withIdempotencyKey<T>(claim: IdempotencyClaim, fn: () => T): T {
  return claimOf.run(claim, fn);
}

/**
 * Another attempt with the same key recorded it first: on PostgreSQL the insert waited for that
 * attempt's transaction and found its committed row. The transaction rolls back; the plugin answers.
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('This Idempotency-Key was recorded by another attempt of the same request');
    this.name = 'IdempotencyKeyTaken';
  }
}

/**
 * A transaction's first statements: the idempotency key of the request it runs for, if not yet
 * recorded, so the key exists exactly when the write it guards committed (a process dying between
 * two transactions can neither lose the record of a committed write nor keep one of a write rolled
 * back); then the actor for the audit trigger. Returns what to do should the transaction roll back:
 * a later transaction of the same request then records the key.
 */
async function beginStatements(tx: Queryable): Promise<() => void> {
  let onRollback = () => undefined as void;
  const claim = claimOf.getStore();
  if (claim && !claim.claimed && !claim.settled) {
    const inserted = await tx.query(
      'INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT (user_id, key) DO NOTHING RETURNING 1',
      [claim.userId, claim.key, claim.fingerprint],
    );
    if (inserted.length === 0) throw new IdempotencyKeyTaken();
    claim.claimed = true;
    onRollback = () => {
      claim.claimed = false;
    };
  }
  const naming = actorStatement();
  if (naming) await tx.query(...naming);
  return onRollback;
}

/**
 * A write outside a transaction that must run in one: so the audit trigger sees the actor, or so it
 * records the request's idempotency key with it. Any statement starting with WITH counts as a write:
 * a read written so, in a handler that writes, records the key a little early (a process dying
 * between it and the write makes the retry answer 409 rather than write).
 */
function needsOwnTransaction(sql: string): boolean {
  const claim = claimOf.getStore();
  return (actorOf.getStore() !== undefined || (claim !== undefined && !claim.claimed && !claim.settled)) && WRITE_STATEMENT.test(sql);
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (no parameters). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any connection to the same
   * database (delivered at the sender's commit). Should the listening connection be lost and come
   * back, `onReconnect` runs: what was notified in between is gone. Resolves, once listening, to
   * the function that stops.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Listener {
  channel: string;
  onNotify: (payload: string) => void;
  onReconnect?: () => void;
}

/** Who listens to which channel, for either driver: the driver LISTENs once per channel. */
class Listeners {
  private readonly all = new Set<Listener>();

  /** Adds one; true when it is its channel's first (the driver LISTENs then). */
  add(listener: Listener): boolean {
    // Channel names are identifiers, written into LISTEN: only plain ones are accepted.
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(listener.channel)) throw new Error(`not a channel name: ${listener.channel}`);
    const first = !this.has(listener.channel);
    this.all.add(listener);
    return first;
  }

  /** Removes one; true when it was its channel's last (the driver UNLISTENs then). */
  remove(listener: Listener): boolean {
    this.all.delete(listener);
    return !this.has(listener.channel);
  }

  deliver(channel: string, payload: string): void {
    for (const l of this.all) if (l.channel === channel) l.onNotify(payload);
  }

  /** The channels to LISTEN on again after the connection (or thread) was replaced. */
  channels(): string[] {
    return [...new Set([...this.all].map((l) => l.channel))];
  }

  /** Tells every listener that notifications may have been missed. */
  reconnected(): void {
    for (const l of this.all) l.onReconnect?.();
  }

  private has(channel: string): boolean {
    return [...this.all].some((l) => l.channel === channel);
  }
}

interface WorkerAnswer {
  id: number;
  /** A NOTIFY on a channel the thread listens to (id 0). */
  notify?: { channel: string; payload: string };
  result?: unknown;
  error?: { message: string; [key: string]: unknown };
  /** The thread's last words before an uncaught error ends it. */
  fatal?: { message: string; [key: string]: unknown };
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
class PgliteDb implements Db {
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
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataPath: this.dataPath } });
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

  async query<T extends Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    refuseInsideTransaction(this);
    if (needsOwnTransaction(sql)) return this.transaction((tx) => tx.query<T>(sql, params));
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

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    refuseInsideTransaction(this);
    const txId = await this.call<number>({ op: 'begin' });
    let result: T;
    let onRollback = () => undefined as void;
    try {
      const tx: Queryable = { query: <R extends Row>(sql: string, params: readonly SqlParam[] = []) => this.call<R[]>({ op: 'query', sql, params, txId }) };
      onRollback = await beginStatements(tx);
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

/** How long a lost listening connection waits before it tries again, at most. */
const RELISTEN_MAX_DELAY_MS = 10_000;

/**
 * Names for the statements the app runs again and again, so each pooled connection parses and plans
 * a statement once and then only binds and executes it (PostgreSQL's prepared statements). An
 * unnamed statement is parsed and planned on every call: for the dashboard's overview that was
 * 2.6 ms of the server's CPU per request against 0.4 ms of execution. A text is named once seen
 * STATEMENT_REUSES times, so one-off texts are never kept; at most MAX_NAMED_STATEMENTS are named,
 * which bounds what a connection holds. Statements without parameters keep the simple protocol
 * (they may hold several statements).
 */
export const STATEMENT_REUSES = 3;
const MAX_NAMED_STATEMENTS = 1_000;
const MAX_COUNTED_STATEMENTS = 10_000;

export function createStatementNames(): (sql: string) => string | undefined {
  const named = new Map<string, string>();
  const seen = new Map<string, number>();
  return (sql) => {
    const name = named.get(sql);
    if (name || named.size >= MAX_NAMED_STATEMENTS) return name;
    const times = (seen.get(sql) ?? 0) + 1;
    if (times < STATEMENT_REUSES) {
      if (seen.size >= MAX_COUNTED_STATEMENTS) seen.clear();
      seen.set(sql, times);
      return undefined;
    }
    seen.delete(sql);
    const fresh = `agrihub_${named.size + 1}`;
    named.set(sql, fresh);
    return fresh;
  };
}

class PostgresDb implements Db {
  readonly driver = 'postgres' as const;
  private readonly listeners = new Listeners();
  /** The connection LISTEN runs on (a pooled one would be handed to other queries): opened by the first listen(). */
  private listening: Promise<pg.Client> | undefined;
  private closed = false;
  private readonly statementName = createStatementNames();

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  async listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    const listener: Listener = { channel, onNotify, onReconnect };
    const first = this.listeners.add(listener);
    this.listening ??= this.connectListener(false);
    const client = await this.listening;
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      if (this.listeners.remove(listener) && !this.closed) await (await this.listening)?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  /**
   * Opens the listening connection and LISTENs on every channel listened to. A connection lost
   * later (server restart, network) is reopened with growing waits; listeners are then told.
   */
  private async connectListener(again: boolean): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, types: pgTypes });
    client.on('notification', (msg) => {
      this.listeners.deliver(msg.channel, msg.payload ?? '');
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      console.warn(`the database connection for live events was lost${err ? `: ${err.message}` : ''}; reconnecting`);
      client.end().catch(() => undefined);
      this.listening = this.reconnectListener();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    for (const channel of this.listeners.channels()) await client.query(`LISTEN ${channel}`);
    if (again) this.listeners.reconnected();
    return client;
  }

  private async reconnectListener(): Promise<pg.Client> {
    for (let delay = 250; ; delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS)) {
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (this.closed) throw new Error('The database is closed');
      try {
        return await this.connectListener(true);
      } catch (err) {
        console.warn(`live events: could not reconnect (${(err as Error).message}); trying again`);
      }
    }
  }

  async query<T extends Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    refuseInsideTransaction(this);
    if (needsOwnTransaction(sql)) return this.transaction((tx) => tx.query<T>(sql, params));
    const res = await this.pool.query<T>(this.statement(sql, params));
    return res.rows;
  }

  private statement(sql: string, params: readonly SqlParam[]): pg.QueryConfig {
    return { text: sql, values: params as unknown[], name: params.length > 0 ? this.statementName(sql) : undefined };
  }

  async exec(sql: string): Promise<void> {
    refuseInsideTransaction(this);
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    refuseInsideTransaction(this);
    const client = await this.pool.connect();
    let onRollback = () => undefined as void;
    try {
      await client.query('BEGIN');
      const tx: Queryable = {
        query: async <R extends Row>(sql: string, params: readonly SqlParam[] = []) => (await client.query<R>(this.statement(sql, params))).rows,
      };
      onRollback = await beginStatements(tx);
      const result = await insideTransaction(this, () => fn(tx));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      onRollback();
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const listening = this.listening;
    this.listening = undefined;
    await listening?.then((c) => c.end()).catch(() => undefined);
    await this.pool.end();
  }
}

// int8 (bigint: paisa amounts, counts) as JS numbers, like PGlite does; values stay far below 2^53.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20 && format !== 'binary') return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as typeof pg.types.getTypeParser,
};

export interface OpenDbOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process may hold on the PostgreSQL server (DATABASE_POOL_MAX, default 10). */
  poolMax?: number;
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    // No JIT: it compiles a query when its estimated cost is high (a count over a big seller's
    // orders), which adds 50-200 ms to a request that an interactive list never gains back.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      types: pgTypes,
      options: '-c jit=off -c plan_cache_mode=force_generic_plan',
    });
    // An idle pooled connection that the server drops (restart, failover, a forced DROP DATABASE)
    // is an 'error' event on the pool: without a listener it would crash the process. The pool
    // discards that client and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    // Fail fast with a clear error when the server is unreachable.
    await pool.query('SELECT 1');
    return new PostgresDb(pool, opts.databaseUrl);
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const lock = acquireLock(opts.dataDir);
  try {
    return await PgliteDb.open(path.join(opts.dataDir, 'pgdata'), lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}
