/** The database's API both drivers give (PGlite in a thread, node-postgres): what queries are written against. */
import type { WriteContext } from './write-context.ts';

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

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /**
   * With a `context` (write-context.ts; a request's writes pass it through `request.writer`), a
   * write statement runs in a transaction of its own that records the context's key and actor.
   */
  query<T extends Row = Row>(sql: string, params?: readonly SqlParam[], context?: WriteContext): Promise<T[]>;
  /** With a `context`, the transaction first records its key (if not yet recorded) and names its actor. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, context?: WriteContext): Promise<T>;
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
