import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { hashToken, newRefreshToken } from '../lib/tokens.ts';

export const REMEMBER_TTL_SECONDS = 30 * 24 * 3600;
/** A non-remembered session lives at most 12 hours, however often it is refreshed. */
export const SESSION_TTL_SECONDS = 12 * 3600;

export interface IssuedRefresh {
  token: string;
  remember: boolean;
  /** Seconds until this token expires (used for the persistent cookie's Max-Age). */
  maxAgeSeconds: number;
}

export async function startFamily(db: Queryable, userId: string, remember: boolean): Promise<IssuedRefresh> {
  const ttl = remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  const token = newRefreshToken();
  await db.query(
    `INSERT INTO refresh_tokens (family_id, user_id, token_hash, remember, expires_at, family_expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $5))`,
    [crypto.randomUUID(), userId, hashToken(token), remember, ttl],
  );
  return { token, remember, maxAgeSeconds: ttl };
}

export type RotateResult =
  | { ok: true; userId: string; issued: IssuedRefresh }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * A consumed token presented again this soon after its rotation, while no token issued after it
 * has been used, is a lost answer (a reload or navigation cut the refresh off after the server
 * rotated) or a second tab starting at the same moment, not theft: it gets a token of its own.
 */
export const REUSE_GRACE_SECONDS = 10;

interface TokenRow {
  id: string;
  family_id: string;
  user_id: string;
  remember: boolean;
  expired: boolean;
  family_left: number;
  used: boolean;
  forgivable: boolean;
  revoked: boolean;
  [key: string]: unknown;
}

/**
 * Rotation: the presented token is consumed and a new one in the same family is issued. Presenting
 * an already-consumed token is theft evidence, and the whole family is revoked, unless it is within
 * REUSE_GRACE_SECONDS of its rotation and the family has moved on from it no further.
 */
export async function rotate(db: Db, token: string): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TokenRow>(
      `SELECT t.id, t.family_id, t.user_id, t.remember,
              t.revoked_at IS NOT NULL AS revoked,
              t.used_at IS NOT NULL AS used,
              CASE WHEN t.used_at IS NULL OR t.used_at <= now() - make_interval(secs => $2) THEN false
                   ELSE NOT EXISTS (SELECT 1 FROM refresh_tokens later
                                     WHERE later.family_id = t.family_id AND later.used_at > t.used_at)
              END AS forgivable,
              (t.expires_at <= now() OR t.family_expires_at <= now()) AS expired,
              GREATEST(0, floor(extract(epoch FROM t.family_expires_at - now())))::int AS family_left
         FROM refresh_tokens t WHERE t.token_hash = $1 FOR UPDATE`,
      [tokenHash, REUSE_GRACE_SECONDS],
    );
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) return { ok: false, reason: 'revoked' } as const;
    if (row.used && !row.forgivable) {
      await tx.query(
        `UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`,
        [row.family_id],
      );
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    // A forgiven token keeps its first used_at, so its grace never extends.
    if (!row.used) await tx.query(`UPDATE refresh_tokens SET used_at = now() WHERE id = $1`, [row.id]);
    const next = newRefreshToken();
    const ttl = row.remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
    await tx.query(
      `INSERT INTO refresh_tokens (family_id, user_id, token_hash, remember, expires_at, family_expires_at)
       SELECT family_id, user_id, $2, remember,
              LEAST(now() + make_interval(secs => $3), family_expires_at), family_expires_at
         FROM refresh_tokens WHERE id = $1`,
      [row.id, hashToken(next), ttl],
    );
    return {
      ok: true,
      userId: row.user_id,
      issued: { token: next, remember: row.remember, maxAgeSeconds: Math.min(ttl, row.family_left) },
    } as const;
  });
}

/** Logout: revokes the family of the presented token (whether or not it was already rotated). */
export async function revokeFamilyOf(db: Queryable, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashToken(token)],
  );
}

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;

export async function recentFailures(db: Queryable, email: string, ip: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures
      WHERE email = $1 AND ip = $2 AND attempted_at > now() - make_interval(mins => $3)`,
    [email, ip, LOGIN_WINDOW_MINUTES],
  );
  return row?.n ?? 0;
}

export async function recordFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query(`INSERT INTO login_failures (email, ip) VALUES ($1, $2)`, [email, ip]);
  // Housekeeping: old rows are useless.
  await db.query(`DELETE FROM login_failures WHERE attempted_at < now() - interval '1 day'`);
}

export async function clearFailures(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE email = $1 AND ip = $2`, [email, ip]);
}
