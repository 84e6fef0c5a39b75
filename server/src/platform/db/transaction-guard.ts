import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './types.ts';

/**
 * Inside `db.transaction(async (tx) => ...)` every query must go through `tx`. On PGlite, one
 * connection, a query on `db` would wait for the transaction that is waiting for it: the request
 * hangs. On PostgreSQL it would run on another connection, outside the transaction, blind to its
 * uncommitted rows and able to deadlock on its locks. Both drivers refuse it at once, with this.
 */
export const QUERY_OUTSIDE_TRANSACTION = "A query inside a transaction must use the transaction's handle (tx), not the database";

/** The transaction whose callback this async context runs in, if any (work it started outlives it). */
const transactionOf = new AsyncLocalStorage<{ db: Db; open: boolean }>();

export function refuseInsideTransaction(db: Db): void {
  const current = transactionOf.getStore();
  if (current?.db === db && current.open) throw new Error(QUERY_OUTSIDE_TRANSACTION);
}

/** Runs a transaction's callback so that queries on `db` from inside it are refused while it is open. */
export async function insideTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const state = { db, open: true };
  try {
    return await transactionOf.run(state, fn);
  } finally {
    state.open = false;
  }
}
