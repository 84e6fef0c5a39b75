import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { acquireLock, type DirLock } from './lock.ts';

export type SqlParam = string | number | boolean | null | Date | string[] | number[];
export type Row = Record<string, unknown>;

/** The one query layer: same API over PGlite and node-postgres. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (no parameters). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

class PgliteDb implements Db {
  readonly driver = 'pglite' as const;
  constructor(
    private readonly pglite: PGlite,
    private readonly lock: DirLock,
  ) {}

  async query<T extends Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    const res = await this.pglite.query<T>(sql, params as unknown[]);
    return res.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction(async (tx) =>
      fn({
        query: async <R extends Row>(sql: string, params: readonly SqlParam[] = []) =>
          (await tx.query<R>(sql, params as unknown[])).rows,
      }),
    );
  }

  async close(): Promise<void> {
    if (this.pglite.closed) return;
    try {
      await this.pglite.exec('CHECKPOINT');
    } finally {
      await this.pglite.close();
      this.lock.release();
    }
  }
}

class PostgresDb implements Db {
  readonly driver = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  async query<T extends Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    const res = await this.pool.query<T>(sql, params as unknown[]);
    return res.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <R extends Row>(sql: string, params: readonly SqlParam[] = []) =>
          (await client.query<R>(sql, params as unknown[])).rows,
      });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
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
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, types: pgTypes });
    // Fail fast with a clear error when the server is unreachable.
    await pool.query('SELECT 1');
    return new PostgresDb(pool);
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const lock = acquireLock(opts.dataDir);
  try {
    const pglite = await PGlite.create(path.join(opts.dataDir, 'pgdata'), { extensions: { pg_trgm } });
    return new PgliteDb(pglite, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}
