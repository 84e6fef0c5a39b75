import { Type, type Static } from 'typebox';
import { ref } from './components.ts';
import { Department, MemberStatus, TeamRole } from './domain.ts';

export const TeamMember = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: ref(TeamRole),
  department: Type.Union([ref(Department), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  status: ref(MemberStatus),
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

export type TeamMember = Static<typeof TeamMember>;
