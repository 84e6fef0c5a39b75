/**
 * What a write request adds to the writes it makes, whichever driver runs them: the audit trigger's
 * actor and the request's idempotency key, each recorded in the write's own transaction. It is a
 * plain value, `WriteContext`, passed where the write is made: a route hands its domain function
 * `request.writer` (platform/http/idempotency.ts builds it), the database with the request's
 * context (`writerOf`); a write made on the database itself carries neither. The drivers call
 * `beginStatements` and `needsOwnTransaction` with the context they were given.
 */
import type { Db, Queryable, Row, SqlParam } from './types.ts';

/** Who a write is done for: recorded by the audit trigger (migration 011) in the write's transaction. */
export interface Actor {
  sellerId: string;
  userId: string;
  name: string;
  ip: string;
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

/**
 * What a write made for a request carries: the actor each of its transactions names first
 * (`set_config('agrihub.actor', ..., true)`, local to the transaction), and the claim its first
 * transaction records. Either may be null: nobody signed in, no Idempotency-Key sent.
 */
export interface WriteContext {
  readonly actor: Actor | null;
  readonly claim: IdempotencyClaim | null;
}

/**
 * The database as a request writes to it: `query` and `transaction` as on `Db`, each carrying the
 * request's context. A function that writes for a request takes a `Writer`, never a `Db`, so a
 * caller cannot hand it the bare database by mistake (it has no `context`).
 */
export interface Writer extends Queryable {
  readonly context: WriteContext;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** `db` writing with `context`: what the request's writes go through (`request.writer`). */
export function writerOf(db: Db, context: WriteContext): Writer {
  return {
    context,
    query: <T extends Row = Row>(sql: string, params?: readonly SqlParam[]) => db.query<T>(sql, params, context),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction(fn, context),
  };
}

const WRITE_STATEMENT = /^\s*(insert|update|delete|with|merge)\b/i;

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

/** The claim still to be recorded, if any: not yet recorded, and the answer not yet out. */
function pendingClaim(context: WriteContext | undefined): IdempotencyClaim | undefined {
  const claim = context?.claim;
  return claim && !claim.claimed && !claim.settled ? claim : undefined;
}

/**
 * A transaction's first statements: the idempotency key of the context it runs with, if not yet
 * recorded, so the key exists exactly when the write it guards committed (a process dying between
 * two transactions can neither lose the record of a committed write nor keep one of a write rolled
 * back); then the actor for the audit trigger. Returns what to do should the transaction roll back:
 * a later transaction of the same request then records the key.
 */
export async function beginStatements(tx: Queryable, context: WriteContext | undefined): Promise<() => void> {
  let onRollback = () => undefined as void;
  const claim = pendingClaim(context);
  if (claim) {
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
  const actor = context?.actor;
  if (actor) await tx.query(`SELECT set_config('agrihub.actor', $1, true)`, [JSON.stringify(actor)]);
  return onRollback;
}

/**
 * A write outside a transaction that must run in one: so the audit trigger sees the context's actor,
 * or so it records the context's idempotency key with it. Any statement starting with WITH counts as
 * a write: a read written so, made through a writer, records the key a little early (a process dying
 * between it and the write makes the retry answer 409 rather than write).
 */
export function needsOwnTransaction(sql: string, context: WriteContext | undefined): boolean {
  return (Boolean(context?.actor) || pendingClaim(context) !== undefined) && WRITE_STATEMENT.test(sql);
}
