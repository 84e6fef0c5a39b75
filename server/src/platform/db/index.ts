/**
 * The one query layer (docs/architecture.md, "Data"): `openDb` picks the driver, PGlite in a thread
 * of its own (pglite.ts) or the PostgreSQL server (postgres.ts); both give `Db` (types.ts), refuse a
 * query on the database inside one of its transactions (transaction-guard.ts), and record the audit
 * actor and idempotency key of the context a write is given in its transaction (write-context.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { acquireLock } from './lock.ts';
import { PgliteDb } from './pglite.ts';
import { PostgresDb, pgTypes } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db, Queryable, Row, SqlParam } from './types.ts';
export { queryJson } from './types.ts';
export { QUERY_OUTSIDE_TRANSACTION } from './transaction-guard.ts';
export { IdempotencyKeyTaken, writerOf, type Actor, type IdempotencyClaim, type WriteContext, type Writer } from './write-context.ts';
export { STATEMENT_REUSES, createStatementNames } from './statement-names.ts';

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
