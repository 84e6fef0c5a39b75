import type { Queryable } from '../../../platform/db/index.ts';
import { hashToken, newRefreshToken } from '../../../platform/auth/tokens.ts';
import type { InvitationState, TeamRole, UserLanguage } from '../../../platform/schemas/domain.ts';

/** How long an invitation link can be used. */
export const INVITATION_TTL_DAYS = 7;

export interface Invitation {
  id: string;
  state: InvitationState;
  sellerId: string;
  companyName: string;
  memberId: string | null;
  email: string;
  name: string | null;
  role: TeamRole | null;
  invitedBy: string | null;
}

/**
 * A new single-use link for an invited member (only its hash is stored); the member's earlier links
 * stop working ('resent'). Returns the token for the mail.
 */
export async function createInvitation(
  tx: Queryable,
  invite: { sellerId: string; memberId: string; email: string; invitedBy: string },
): Promise<{ token: string; expiresAt: Date }> {
  await tx.query(`UPDATE invitations SET revoked_at = now(), revoked_reason = 'resent' WHERE member_id = $1 AND used_at IS NULL AND revoked_at IS NULL`, [
    invite.memberId,
  ]);
  const token = newRefreshToken();
  const [row] = await tx.query<{ expires_at: Date }>(
    `INSERT INTO invitations (seller_id, member_id, email, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING expires_at`,
    [invite.sellerId, invite.memberId, invite.email, hashToken(token), invite.invitedBy, INVITATION_TTL_DAYS],
  );
  if (!row) throw new Error('invitation insert returned no row');
  return { token, expiresAt: row.expires_at };
}

interface InvitationRow {
  id: string;
  seller_id: string;
  company_name: string;
  member_id: string | null;
  email: string;
  name: string | null;
  role: TeamRole | null;
  invited_by: string | null;
  state: InvitationState;
  [key: string]: unknown;
}

/**
 * The invitation a link names, with the company and role it offers, or undefined for a link the
 * server never issued. `lock` (inside a transaction) holds the row until it commits, so one link
 * is accepted once however many tabs submit it.
 */
export async function findInvitation(db: Queryable, token: string, lock = false): Promise<Invitation | undefined> {
  const [row] = await db.query<InvitationRow>(
    `SELECT i.id, i.seller_id, s.company_name, i.member_id, i.email, m.name, m.role,
            nullif(trim(u.first_name || ' ' || u.last_name), '') AS invited_by,
            CASE WHEN i.used_at IS NOT NULL THEN 'used'
                 WHEN i.revoked_at IS NOT NULL THEN i.revoked_reason
                 WHEN i.expires_at <= now() THEN 'expired'
                 ELSE 'valid' END AS state
       FROM invitations i
       JOIN sellers s ON s.id = i.seller_id
       LEFT JOIN team_members m ON m.id = i.member_id
       LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.token_hash = $1${lock ? ' FOR UPDATE OF i' : ''}`,
    [hashToken(token)],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    state: row.state,
    sellerId: row.seller_id,
    companyName: row.company_name,
    memberId: row.member_id,
    email: row.email,
    name: row.name,
    role: row.role,
    invitedBy: row.invited_by,
  };
}

/**
 * Turns a valid invitation into a login: the user (with the id the caller chose, so the audit
 * records name them), the member linked and Active under its new name, the link used. Call inside
 * a transaction, with the invitation found with `lock`.
 */
export async function acceptInvitation(
  tx: Queryable,
  invitation: Invitation & { memberId: string },
  user: { id: string; firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  await tx.query(`INSERT INTO users (id, seller_id, first_name, last_name, email, password_hash) VALUES ($1, $2, $3, $4, $5, $6)`, [
    user.id,
    invitation.sellerId,
    user.firstName,
    user.lastName,
    invitation.email,
    user.passwordHash,
  ]);
  await tx.query(`UPDATE team_members SET user_id = $2, name = $3, status = 'Active', last_active_at = now(), updated_at = now() WHERE id = $1`, [
    invitation.memberId,
    user.id,
    `${user.firstName} ${user.lastName}`,
  ]);
  await tx.query(`UPDATE invitations SET used_at = now() WHERE id = $1`, [invitation.id]);
}

/** Cancels an invited member: the member goes, its links say they were cancelled. False when there is no such invited member. */
export async function cancelInvitation(tx: Queryable, sellerId: string, memberId: string): Promise<boolean> {
  const [member] = await tx.query<{ id: string }>(`SELECT id FROM team_members WHERE seller_id = $1 AND id = $2 AND status = 'Invited' FOR UPDATE`, [
    sellerId,
    memberId,
  ]);
  if (!member) return false;
  await tx.query(`UPDATE invitations SET revoked_at = now(), revoked_reason = 'cancelled' WHERE member_id = $1 AND used_at IS NULL AND revoked_at IS NULL`, [
    memberId,
  ]);
  await tx.query(`DELETE FROM team_members WHERE id = $1`, [memberId]);
  return true;
}

/** The company's active admins with a login: who hears that someone asks for a new link. */
export async function adminsOf(db: Queryable, sellerId: string): Promise<{ email: string; name: string; language: UserLanguage }[]> {
  return db.query<{ email: string; name: string; language: UserLanguage }>(
    `SELECT u.email, trim(u.first_name || ' ' || u.last_name) AS name, u.language
       FROM team_members m JOIN users u ON u.id = m.user_id
      WHERE m.seller_id = $1 AND m.role = 'admin' AND m.status = 'Active' ORDER BY m.created_at`,
    [sellerId],
  );
}
