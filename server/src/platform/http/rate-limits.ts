import type { Queryable } from '../db/index.ts';

/** At most `max` hits per `windowSeconds` (a fixed window that starts at the first hit). */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
  /** The count passed the limit: refuse. */
  over: boolean;
}

/**
 * Counts one hit against `key` and returns the count, in one statement: parallel hits on a key queue
 * on its row lock (PostgreSQL) or run one after another (PGlite), so each sees the ones before it.
 * Callers count an attempt before doing the work, and refuse when the count passes the limit: a
 * burst of 100 gets `max` tries, never 100.
 */
export async function hit(db: Queryable, key: string, limit: Limit): Promise<Hit> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
     RETURNING hits,
       GREATEST(1, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
    [key, limit.windowSeconds],
  );
  if (!row) throw new Error('rate limit counter returned no row');
  return { count: row.hits, retryAfterSeconds: row.retry_after, over: row.hits > limit.max };
}

/** Takes one hit back (an attempt that turned out legitimate, such as a correct password). */
export async function unhit(db: Queryable, key: string): Promise<void> {
  await db.query(`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1`, [key]);
}

/** Forgets a key (a successful sign-in clears its account's failures). */
export async function resetLimit(db: Queryable, key: string): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
}

/** Forgets every key that starts with `prefix` (compared as text: an email's `_` is no wildcard). */
export async function resetLimitsStartingWith(db: Queryable, prefix: string): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE left(key, length($1)) = $1`, [prefix]);
}

/** Housekeeping: counters whose window ended a day ago say nothing any more. */
export async function pruneLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
