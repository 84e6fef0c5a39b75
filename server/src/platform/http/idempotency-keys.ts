import type { Queryable } from '../db/index.ts';

/** A recorded key (migration 020); the answer's columns are null until it was stored. */
export interface IdempotencyRow {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
}

/** How long a key is kept: only retries seconds apart use one. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export async function findIdempotencyKey(db: Queryable, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db.query<IdempotencyRow & Record<string, unknown>>(
    'SELECT fingerprint, status_code, content_type, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return row;
}

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

/** Adds the answer to the row the request's write recorded. */
export async function completeIdempotencyKey(db: Queryable, userId: string, key: string, answer: StoredAnswer): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET status_code = $3, content_type = $4, body = $5, completed_at = now()
      WHERE user_id = $1 AND key = $2 AND status_code IS NULL`,
    [userId, key, answer.statusCode, answer.contentType, answer.body],
  );
}

/**
 * Records the key of a request that wrote nothing (refused before its write, or its transaction
 * rolled back) with its answer: nothing happened, so the retry is told the same.
 */
export async function recordIdempotentAnswer(db: Queryable, userId: string, key: string, fingerprint: string, answer: StoredAnswer): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_keys (user_id, key, fingerprint, status_code, content_type, body, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, now()) ON CONFLICT (user_id, key) DO NOTHING`,
    [userId, key, fingerprint, answer.statusCode, answer.contentType, answer.body],
  );
}

/** Deletes keys older than IDEMPOTENCY_KEY_TTL_HOURS; returns how many. */
export async function purgeIdempotencyKeys(db: Queryable): Promise<number> {
  const rows = await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) RETURNING 1`, [IDEMPOTENCY_KEY_TTL_HOURS]);
  return rows.length;
}
