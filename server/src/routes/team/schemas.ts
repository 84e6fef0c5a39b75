import { Type } from 'typebox';

/** Spec 6: the roles a team member can have, and the departments (value, label). */
export const TEAM_ROLES = ['admin', 'editor', 'viewer', 'manager'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const DEPARTMENTS = ['sales', 'logistics', 'product', 'finance', 'support'] as const;
export type Department = (typeof DEPARTMENTS)[number];
/** Active: signed in at least once; Invited: added, not yet joined; Inactive: access paused. */
export const MEMBER_STATUSES = ['Active', 'Invited', 'Inactive'] as const;

export const NAME_MAX = 120;
export const NOTES_MAX = 1000;

export const TeamMember = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String({ description: TEAM_ROLES.join(', ') }),
  department: Type.Union([Type.String({ description: DEPARTMENTS.join(', ') }), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  status: Type.String({ description: MEMBER_STATUSES.join(', ') }),
  lastActiveAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  isOwner: Type.Boolean({ description: "The seller's own account (the first admin)" }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const TeamSummary = Type.Object({
  total: Type.Integer(),
  admins: Type.Integer(),
  editors: Type.Integer(),
  viewers: Type.Integer(),
  managers: Type.Integer(),
});

export const NewMemberBody = Type.Object({
  name: Type.String({ maxLength: NAME_MAX }),
  email: Type.String({ maxLength: 254 }),
  role: Type.String({ maxLength: 40, description: TEAM_ROLES.join(', ') }),
  department: Type.String({ maxLength: 40, description: DEPARTMENTS.join(', ') }),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: NOTES_MAX }), Type.Null()])),
});

export const RoleBody = Type.Object({
  role: Type.String({ maxLength: 40, description: TEAM_ROLES.join(', ') }),
});
