import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { ActivityAction, ActivityModule, Department, MemberStatus, TeamRole } from '../../../platform/schemas/domain.ts';

export const TeamMember = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: ref(TeamRole),
  department: Type.Union([ref(Department), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  status: ref(MemberStatus),
  lastActiveAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  isOwner: Type.Boolean({ description: 'The account that registered the company' }),
  isYou: Type.Boolean({ description: 'The signed-in user' }),
  userId: Type.Union([Type.String(), Type.Null()], { description: 'Set once the member has a login (accepted or registered)' }),
  invitation: Type.Union(
    [
      Type.Object({
        sentAt: Type.String({ format: 'date-time' }),
        expiresAt: Type.String({ format: 'date-time' }),
        expired: Type.Boolean(),
      }),
      Type.Null(),
    ],
    { description: "An invited member's latest link" },
  ),
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

export const ActivityChange = Type.Object({ before: Type.Unknown(), after: Type.Unknown() });

/** One recorded change: who made it, when and from where, to what, and its fields before and after. */
export const ActivityEntry = Type.Object({
  _id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorName: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  module: ref(ActivityModule),
  entity: Type.String({ description: 'The kind of record (its table)' }),
  entityId: Type.Union([Type.String(), Type.Null()]),
  action: ref(ActivityAction),
  changes: Type.Record(Type.String(), ActivityChange),
  record: Type.Object(
    {
      label: Type.Union([Type.String(), Type.Null()], {
        description: 'The record as a person names it (ORD-100123, "Urea 50kg (SKU U-50)", a member\'s name), as it was called when changed',
      }),
      link: Type.Union([Type.String(), Type.Null()], { description: "The portal's page of the record; null when it has none" }),
    },
    { description: 'Which record the change was to' },
  ),
});
export type ActivityEntry = Static<typeof ActivityEntry>;
