/**
 * What a write request's context adds to every write it makes, whichever driver runs it: the audit
 * trigger's actor and the request's idempotency key, each recorded in the write's own transaction.
 * `asActor` and `withIdempotencyKey` set them where a request's handler is wrapped
 * (platform/auth/signed-in-area.ts, platform/http/idempotency.ts); the drivers call
 * `beginStatements` and `needsOwnTransaction`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable, SqlParam } from './types.ts';

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
export async function beginStatements(tx: Queryable): Promise<() => void> {
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
export function needsOwnTransaction(sql: string): boolean {
  const claim = claimOf.getStore();
  return (actorOf.getStore() !== undefined || (claim !== undefined && !claim.claimed && !claim.settled)) && WRITE_STATEMENT.test(sql);
}
