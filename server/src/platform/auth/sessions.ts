import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { hashToken, newRefreshToken } from './tokens.ts';

export const REMEMBER_TTL_SECONDS = 30 * 24 * 3600;
/** A non-remembered session lives at most 12 hours, however often it is refreshed. */
export const SESSION_TTL_SECONDS = 12 * 3600;

export interface IssuedRefresh {
  token: string;
  /** The family: the session the access tokens name. */
  sessionId: string;
  remember: boolean;
  /** Seconds until this token expires (used for the persistent cookie's Max-Age). */
  maxAgeSeconds: number;
}

export async function startFamily(db: Queryable, userId: string, remember: boolean): Promise<IssuedRefresh> {
  const ttl = remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  const token = newRefreshToken();
  const sessionId = crypto.randomUUID();
  await db.query(
    `INSERT INTO refresh_tokens (family_id, user_id, token_hash, remember, expires_at, family_expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $5))`,
    [sessionId, userId, hashToken(token), remember, ttl],
  );
  return { token, sessionId, remember, maxAgeSeconds: ttl };
}

export type RotateResult = { ok: true; userId: string; issued: IssuedRefresh } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * A consumed token presented again this soon after its rotation, while the token it was rotated
 * into is still unused, is a lost answer (a reload or navigation cut the refresh off after the
 * server rotated) or a second tab starting at the same moment, not theft: it gets that same
 * successor again, so the session never forks into two live branches.
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
 * Rotation: the presented token is consumed and its successor (`successorOf`, derived from it with
 * the server's key) is issued in the same family. Presenting an already-consumed token is theft
 * evidence, and the whole family is revoked, unless it is within REUSE_GRACE_SECONDS of its rotation
 * and its successor has not been used yet: then the same successor is answered again.
 */
export async function refreshSession(db: Db, token: string, successorOf: (token: string) => string): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const next = successorOf(token);
  const nextHash = hashToken(next);
  return db.transaction(async (tx) => {
    // Lock first, read after: on PostgreSQL a statement sees the data as of its start, so the
    // details must come from a statement that starts once a concurrent rotation of this token has
    // committed (else its successor would look missing and the replay like theft).
    await tx.query(`SELECT 1 FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`, [tokenHash]);
    const [row] = await tx.query<TokenRow>(
      `SELECT t.id, t.family_id, t.user_id, t.remember,
              t.revoked_at IS NOT NULL AS revoked,
              t.used_at IS NOT NULL AS used,
              CASE WHEN t.used_at IS NULL OR t.used_at <= now() - make_interval(secs => $2) THEN false
                   ELSE EXISTS (SELECT 1 FROM refresh_tokens s
                                 WHERE s.token_hash = $3 AND s.used_at IS NULL AND s.revoked_at IS NULL)
              END AS forgivable,
              (t.expires_at <= now() OR t.family_expires_at <= now()) AS expired,
              GREATEST(0, floor(extract(epoch FROM t.family_expires_at - now())))::int AS family_left
         FROM refresh_tokens t WHERE t.token_hash = $1`,
      [tokenHash, REUSE_GRACE_SECONDS, nextHash],
    );
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) return { ok: false, reason: 'revoked' } as const;
    if (row.used && !row.forgivable) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    const ttl = row.remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
    // A forgiven token keeps its first used_at, so its grace never extends; its successor exists.
    if (!row.used) {
      await tx.query(`UPDATE refresh_tokens SET used_at = now() WHERE id = $1`, [row.id]);
      await tx.query(
        `INSERT INTO refresh_tokens (family_id, user_id, token_hash, remember, expires_at, family_expires_at)
         SELECT family_id, user_id, $2, remember,
                LEAST(now() + make_interval(secs => $3), family_expires_at), family_expires_at
           FROM refresh_tokens WHERE id = $1`,
        [row.id, nextHash, ttl],
      );
    }
    return {
      ok: true,
      userId: row.user_id,
      issued: { token: next, sessionId: row.family_id, remember: row.remember, maxAgeSeconds: Math.min(ttl, row.family_left) },
    } as const;
  });
}

async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [familyId]);
}

/**
 * Logout: revokes the family of the presented token (whether or not it was already rotated) and
 * returns its id, or undefined for a token the server does not know.
 */
export async function signOut(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db.query<{ family_id: string }>(`SELECT family_id FROM refresh_tokens WHERE token_hash = $1`, [hashToken(token)]);
  if (!row) return undefined;
  await revokeFamily(db, row.family_id);
  return row.family_id;
}

/**
 * Ends every session of a user (password change or reset, removal from the company) and returns
 * their ids, for the caller to forget (app.forgetSession) once the change has committed.
 */
export async function revokeUserSessions(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ family_id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id`,
    [userId],
  );
  return [...new Set(rows.map((r) => r.family_id))];
}

/**
 * After a password change: ends every session of the user and starts one for the client that made
 * the change, remembered (or not) as its current session was.
 */
export async function restartSessions(db: Queryable, userId: string, currentSessionId: string): Promise<IssuedRefresh> {
  const [current] = await db.query<{ remember: boolean }>(`SELECT remember FROM refresh_tokens WHERE family_id = $1 LIMIT 1`, [currentSessionId]);
  await revokeUserSessions(db, userId);
  return startFamily(db, userId, current?.remember ?? false);
}

/**
 * Whether a session can still be used: its newest token is neither revoked nor past the family's
 * end. One index probe ((family_id, created_at DESC)); a revocation marks every token of the family.
 */
export async function isSessionLive(db: Queryable, sessionId: string): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(
    `SELECT revoked_at IS NULL AND family_expires_at > now() AS live
       FROM refresh_tokens WHERE family_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [sessionId],
  );
  return row?.live === true;
}
