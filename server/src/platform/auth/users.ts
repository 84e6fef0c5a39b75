import type { Queryable, Writer } from '../db/index.ts';
import type { RegistrationInput } from '../lib/validation.ts';
import { permissionsOf } from './permissions.ts';
import type { PersonalData } from './password-strength.ts';
import type { MemberStatus, PermissionArea, TeamRole, UserLanguage } from '../schemas/domain.ts';

export interface UserRow {
  id: string;
  seller_id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The member's own phone ('' until they give one; the owner's is the company's at sign-up). */
  phone: string;
  /** The member's role and status (team_members): one place for both. */
  role: TeamRole;
  member_id: string;
  member_status: MemberStatus;
  company_name: string;
  company_city: string;
  is_verified: boolean;
  /** The language they read the portal and their mail in (migration 021). */
  language: UserLanguage;
  [key: string]: unknown;
}

export interface PublicUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
  /** The areas this user's role may change (platform/auth/permissions.ts). */
  permissions: PermissionArea[];
  companyName: string;
  companyCity: string;
  isVerified: boolean;
  language: UserLanguage;
}

export function toPublicUser(u: UserRow): PublicUser {
  return {
    _id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    role: u.role,
    permissions: permissionsOf(u.role),
    companyName: u.company_name,
    companyCity: u.company_city,
    isVerified: u.is_verified,
    language: u.language,
  };
}

/** What a new password of this user must not be made of (platform/auth/password-strength.ts). */
export function personalDataOf(u: UserRow): PersonalData {
  return { firstName: u.first_name, lastName: u.last_name, email: u.email, companyName: u.company_name };
}

const USER_COLUMNS = `u.id, u.seller_id, u.first_name, u.last_name, u.email, u.phone, m.role, m.id AS member_id, m.status AS member_status,
  s.company_name, s.city AS company_city, s.is_verified, u.language`;
const USER_FROM = `users u JOIN sellers s ON s.id = u.seller_id JOIN team_members m ON m.user_id = u.id`;

/** A user who may use the portal: one whose membership is not deactivated. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1 AND m.status = 'Active'`, [id]);
  return rows[0];
}

/** Any user with this e-mail (a deactivated one too: sign-in says why it is refused). */
export async function findUserByEmail(db: Queryable, email: string): Promise<(UserRow & { password_hash: string }) | undefined> {
  const rows = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, u.password_hash FROM ${USER_FROM} WHERE lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** A registration as stored: the password hashed. */
export interface NewSeller extends Omit<RegistrationInput, 'password'> {
  passwordHash: string;
  isVerified?: boolean;
}

/** Creates the seller account and its first user, its first admin; throws 23505 on a duplicate email. */
export async function createSellerWithUser(db: Queryable, s: NewSeller): Promise<UserRow> {
  const [seller] = await db.query<{ id: string }>(
    `INSERT INTO sellers (company_name, city, state, zip_code, phone, ntn, is_verified, verified_at, contact_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7 THEN now() END, $8) RETURNING id`,
    [s.companyName, s.city, s.state, s.zipCode, s.phone, s.taxId, s.isVerified ?? false, s.email],
  );
  if (!seller) throw new Error('seller insert returned no row');
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (seller_id, first_name, last_name, email, password_hash, phone)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [seller.id, s.firstName, s.lastName, s.email, s.passwordHash, s.phone],
  );
  if (!user) throw new Error('user insert returned no row');
  // The account that registers the company is its first admin on Team Access & Roles.
  await db.query(
    `INSERT INTO team_members (seller_id, user_id, name, email, role, status, last_active_at, is_owner)
     VALUES ($1, $2, $3, $4, 'admin', 'Active', now(), true)`,
    [seller.id, user.id, `${s.firstName} ${s.lastName}`.trim(), s.email],
  );
  const row = await findUserById(db, user.id);
  if (!row) throw new Error('created user not found');
  return row;
}

export async function passwordHashOf(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
  return row?.password_hash;
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [userId, passwordHash]);
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * A member's own names and phone, and the name Team Access & Roles lists them by (team_members.name):
 * call it in a transaction, so the two never disagree.
 */
export async function updateProfile(tx: Queryable, userId: string, p: ProfileInput): Promise<void> {
  await tx.query(`UPDATE users SET first_name = $2, last_name = $3, phone = $4 WHERE id = $1`, [userId, p.firstName, p.lastName, p.phone]);
  await tx.query(`UPDATE team_members SET name = $2, updated_at = now() WHERE user_id = $1`, [userId, `${p.firstName} ${p.lastName}`.trim()]);
}

/** A member's own language (the portal's and their mail's); audited as any write to users is. */
export async function changeLanguage(db: Writer, userId: string, language: UserLanguage): Promise<void> {
  await db.query(`UPDATE users SET language = $2 WHERE id = $1`, [userId, language]);
}
