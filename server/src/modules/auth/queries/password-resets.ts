import type { Queryable } from '../../../platform/db/index.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';

/** How long a reset link works. */
export const RESET_TTL_MINUTES = 30;

/** What a reset link's token is now: usable (with its user), or why not. */
export type ResetTokenState = { state: 'usable'; userId: string } | { state: 'expired' | 'used' | 'unknown' };

/** Stores a reset token for `userId` (its hash only), valid RESET_TTL_MINUTES. */
export async function requestPasswordResetRow(db: Queryable, userId: string, token: string): Promise<void> {
  await db.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    userId,
    hashToken(token),
    RESET_TTL_MINUTES,
  ]);
}

/** Reads the token's state; `lock` (inside a transaction) holds its row until the transaction ends. */
export async function resetTokenState(db: Queryable, token: string, { lock = false } = {}): Promise<ResetTokenState> {
  const [row] = await db.query<{ user_id: string; used: boolean; expired: boolean }>(
    `SELECT user_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM password_resets WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [hashToken(token)],
  );
  if (!row) return { state: 'unknown' };
  // A used link says so even once it is also past its time: that is what the reader needs to know.
  if (row.used) return { state: 'used' };
  if (row.expired) return { state: 'expired' };
  return { state: 'usable', userId: row.user_id };
}

/**
 * Uses up every open reset link of the user, the one just followed included: after a reset, an
 * older mail's link must not set the password again.
 */
export async function useUpResets(db: Queryable, userId: string): Promise<void> {
  await db.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}
