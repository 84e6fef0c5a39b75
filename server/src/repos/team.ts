import type { Queryable } from '../db/index.ts';
import type { TeamMember } from '../schemas/team.ts';
import type { Department, MemberStatus, TeamRole } from '../schemas/domain.ts';

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
  created_at: Date;
  [key: string]: unknown;
}

const toDto = (r: MemberRow): TeamMember => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  department: r.department,
  notes: r.notes,
  status: r.status,
  lastActiveAt: r.last_active_at ? r.last_active_at.toISOString() : null,
  isOwner: r.user_id !== null,
  createdAt: r.created_at.toISOString(),
});

// The owner's last activity is its latest sign-in or token refresh (refresh tokens rotate on use).
const COLUMNS = `m.id, m.name, m.email, m.role, m.department, m.notes, m.status, m.user_id, m.created_at,
  CASE WHEN m.user_id IS NULL THEN m.last_active_at
       ELSE GREATEST(m.last_active_at, (SELECT max(rt.created_at) FROM refresh_tokens rt WHERE rt.user_id = m.user_id)) END
    AS last_active_at`;

export async function listTeam(db: Queryable, sellerId: string) {
  const rows = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM team_members m WHERE m.seller_id = $1
      ORDER BY (m.user_id IS NULL), m.created_at, m.id`,
    [sellerId],
  );
  const members = rows.map(toDto);
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

async function getMember(db: Queryable, sellerId: string, id: string) {
  const rows = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM team_members m WHERE m.seller_id = $1 AND m.id = $2`, [sellerId, id]);
  return rows[0] ? toDto(rows[0]) : undefined;
}

export interface NewMember {
  name: string;
  email: string;
  role: string;
  department: string;
  notes: string | null;
}

/** Adds an Invited member; undefined when the company already has a member with that e-mail. */
export async function addMember(db: Queryable, sellerId: string, m: NewMember): Promise<TeamMember | undefined> {
  const rows = await db.query<MemberRow>(
    `INSERT INTO team_members AS m (seller_id, name, email, role, department, notes, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'Invited')
     ON CONFLICT (seller_id, lower(email)) DO NOTHING
     RETURNING ${COLUMNS}`,
    [sellerId, m.name, m.email, m.role, m.department, m.notes],
  );
  return rows[0] ? toDto(rows[0]) : undefined;
}

export type RoleChange =
  { ok: true; member: TeamMember } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'last_admin'; name: string; isOwner: boolean };

/**
 * Changes a member's role unless that would leave the company without an active admin. The
 * seller's admin rows are locked first, so two concurrent demotions cannot both pass the check.
 * Call inside a transaction.
 */
export async function changeRole(tx: Queryable, sellerId: string, id: string, role: string): Promise<RoleChange> {
  const admins = await tx.query<{ id: string; status: string }>(
    `SELECT id, status FROM team_members WHERE seller_id = $1 AND role = 'admin' ORDER BY id FOR UPDATE`,
    [sellerId],
  );
  const [target] = await tx.query<{
    id: string;
    name: string;
    role: string;
    status: string;
    user_id: string | null;
  }>(`SELECT id, name, role, status, user_id FROM team_members WHERE seller_id = $1 AND id = $2 FOR UPDATE`, [sellerId, id]);
  if (!target) return { ok: false, reason: 'not_found' };
  const activeAdmins = admins.filter((a) => a.status === 'Active');
  const demotesLastAdmin = target.role === 'admin' && role !== 'admin' && target.status === 'Active' && activeAdmins.length <= 1;
  if (demotesLastAdmin) return { ok: false, reason: 'last_admin', name: target.name, isOwner: target.user_id !== null };
  if (target.role !== role) {
    await tx.query(`UPDATE team_members SET role = $3, updated_at = now() WHERE seller_id = $1 AND id = $2`, [sellerId, id, role]);
  }
  const member = await getMember(tx, sellerId, id);
  if (!member) return { ok: false, reason: 'not_found' };
  return { ok: true, member };
}
