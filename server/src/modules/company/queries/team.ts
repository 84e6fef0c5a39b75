import type { Queryable } from '../../../platform/db/index.ts';
import { revokeUserSessions } from '../../../platform/auth/sessions.ts';
import type { TeamMember } from '../schemas/team.ts';
import type { Department, MemberStatus, TeamRole } from '../../../platform/schemas/domain.ts';

interface MemberRow {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  department: Department | null;
  notes: string | null;
  status: MemberStatus;
  last_active_at: Date | null;
  user_id: string | null;
  is_owner: boolean;
  created_at: Date;
  invited_at: Date | null;
  invitation_expires_at: Date | null;
  [key: string]: unknown;
}

const toDto = (r: MemberRow, viewerId: string | null = null): TeamMember => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  department: r.department,
  notes: r.notes,
  status: r.status,
  lastActiveAt: r.last_active_at ? r.last_active_at.toISOString() : null,
  isOwner: r.is_owner,
  isYou: viewerId !== null && r.user_id === viewerId,
  userId: r.user_id,
  invitation:
    r.status === 'Invited' && r.invited_at && r.invitation_expires_at
      ? { sentAt: r.invited_at.toISOString(), expiresAt: r.invitation_expires_at.toISOString(), expired: r.invitation_expires_at.getTime() <= Date.now() }
      : null,
  createdAt: r.created_at.toISOString(),
});

// A member's last activity is its latest sign-in or token refresh (refresh tokens rotate on use);
// an invited member's invitation is its latest live link.
const COLUMNS = `m.id, m.name, m.email, m.role, m.department, m.notes, m.status, m.user_id, m.is_owner, m.created_at,
  CASE WHEN m.user_id IS NULL THEN m.last_active_at
       ELSE GREATEST(m.last_active_at, (SELECT max(rt.created_at) FROM refresh_tokens rt WHERE rt.user_id = m.user_id)) END
    AS last_active_at,
  i.created_at AS invited_at, i.expires_at AS invitation_expires_at`;
const FROM = `team_members m LEFT JOIN LATERAL (
    SELECT created_at, expires_at FROM invitations
     WHERE member_id = m.id AND used_at IS NULL AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1) i ON true`;

/** The company's members; `viewerId` (the signed-in user) is marked isYou. */
export async function listTeam(db: Queryable, sellerId: string, viewerId: string) {
  const rows = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE m.seller_id = $1
      ORDER BY (NOT m.is_owner), (m.user_id IS NULL), m.created_at, m.id`,
    [sellerId],
  );
  const members = rows.map((r) => toDto(r, viewerId));
  const count = (role: string) => members.filter((m) => m.role === role).length;
  return {
    members,
    summary: {
      total: members.length,
      admins: count('admin'),
      editors: count('editor'),
      viewers: count('viewer'),
      managers: count('manager'),
    },
  };
}

export async function getMember(db: Queryable, sellerId: string, id: string, viewerId: string | null = null) {
  const rows = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.seller_id = $1 AND m.id = $2`, [sellerId, id]);
  return rows[0] ? toDto(rows[0], viewerId) : undefined;
}

export interface NewMember {
  name: string;
  email: string;
  role: string;
  department: string;
  notes: string | null;
}

/** Adds an Invited member; its id, or undefined when the company already has a member with that e-mail. */
export async function addTeamMember(db: Queryable, sellerId: string, m: NewMember): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO team_members (seller_id, name, email, role, department, notes, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'Invited')
     ON CONFLICT (seller_id, lower(email)) DO NOTHING
     RETURNING id`,
    [sellerId, m.name, m.email, m.role, m.department, m.notes],
  );
  return rows[0]?.id;
}

/** What an admin does to a member: another role, access paused or restored, or removal. */
export type MemberChange = { kind: 'role'; role: string } | { kind: 'status'; status: 'Active' | 'Inactive' } | { kind: 'remove' };

export type ChangeResult =
  | { ok: true; member: TeamMember | undefined; userId: string | null; endedSessions: string[] }
  | { ok: false; reason: 'not_found' | 'self' | 'invited' }
  | { ok: false; reason: 'last_admin'; name: string; isYou: boolean };

/**
 * Changes a member unless that would leave the company without an active admin (who could undo
 * it), or is the acting user removing or deactivating their own account. The company's admin rows
 * are locked first, so two concurrent changes cannot both pass the check. An invited member's
 * status is its invitation's (cancel it instead). Removing a member deletes their login, which
 * ends their sessions; their audit records stay. Call inside a transaction.
 */
export async function changeMember(tx: Queryable, sellerId: string, id: string, change: MemberChange, actingUserId: string): Promise<ChangeResult> {
  const admins = await tx.query<{ id: string; status: string }>(
    `SELECT id, status FROM team_members WHERE seller_id = $1 AND role = 'admin' ORDER BY id FOR UPDATE`,
    [sellerId],
  );
  const [target] = await tx.query<{ id: string; name: string; role: string; status: string; user_id: string | null }>(
    `SELECT id, name, role, status, user_id FROM team_members WHERE seller_id = $1 AND id = $2 FOR UPDATE`,
    [sellerId, id],
  );
  if (!target) return { ok: false, reason: 'not_found' };
  const isYou = target.user_id === actingUserId;
  if (isYou && change.kind !== 'role') return { ok: false, reason: 'self' };
  if (change.kind === 'status' && target.status === 'Invited') return { ok: false, reason: 'invited' };
  const staysActiveAdmin =
    change.kind === 'role' ? change.role === 'admin' : change.kind === 'status' ? change.status === 'Active' && target.role === 'admin' : false;
  const isActiveAdmin = target.role === 'admin' && target.status === 'Active';
  const otherActiveAdmins = admins.filter((a) => a.status === 'Active' && a.id !== target.id).length;
  if (isActiveAdmin && !staysActiveAdmin && otherActiveAdmins === 0) return { ok: false, reason: 'last_admin', name: target.name, isYou };

  // Removal and deactivation end the member's sessions (their access tokens stop within seconds).
  const endsAccess = change.kind === 'remove' || (change.kind === 'status' && change.status === 'Inactive');
  const endedSessions = endsAccess && target.user_id ? await revokeUserSessions(tx, target.user_id) : [];
  if (change.kind === 'remove') {
    await tx.query(`UPDATE invitations SET revoked_at = now(), revoked_reason = 'removed' WHERE member_id = $1 AND used_at IS NULL AND revoked_at IS NULL`, [
      id,
    ]);
    if (target.user_id) await tx.query(`DELETE FROM users WHERE id = $1`, [target.user_id]);
    await tx.query(`DELETE FROM team_members WHERE seller_id = $1 AND id = $2`, [sellerId, id]);
    return { ok: true, member: undefined, userId: target.user_id, endedSessions };
  }
  if (change.kind === 'role' && target.role !== change.role) {
    await tx.query(`UPDATE team_members SET role = $3, updated_at = now() WHERE seller_id = $1 AND id = $2`, [sellerId, id, change.role]);
  }
  if (change.kind === 'status' && target.status !== change.status) {
    await tx.query(`UPDATE team_members SET status = $3, updated_at = now() WHERE seller_id = $1 AND id = $2`, [sellerId, id, change.status]);
  }
  const member = await getMember(tx, sellerId, id, actingUserId);
  if (!member) return { ok: false, reason: 'not_found' };
  return { ok: true, member, userId: target.user_id, endedSessions };
}
