import { Type } from 'typebox';
import { TEAM_MEMBER_LIMITS } from '@agrihub/shared/validation';
import { ActivityModule, DEPARTMENTS, TEAM_ROLES } from '../../../platform/schemas/domain.ts';
import { ref } from '../../../platform/schemas/components.ts';
import { PageQuery } from '../../../platform/schemas/index.ts';

export const NewMemberBody = Type.Object({
  name: Type.String({ maxLength: TEAM_MEMBER_LIMITS.name }),
  email: Type.String({ maxLength: TEAM_MEMBER_LIMITS.email }),
  role: Type.String({ maxLength: 40, description: TEAM_ROLES.join(', ') }),
  department: Type.String({ maxLength: 40, description: DEPARTMENTS.join(', ') }),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: TEAM_MEMBER_LIMITS.notes }), Type.Null()])),
});

export const RoleBody = Type.Object({
  role: Type.String({ maxLength: 40, description: TEAM_ROLES.join(', ') }),
});

export const StatusBody = Type.Object({
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive')], { description: 'Inactive pauses access; Active restores it' }),
});

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day in Pakistan, YYYY-MM-DD' });

/** The Activity tab's filters, shared by the page and its CSV export. */
export const ActivityFilters = {
  member: Type.Optional(Type.String({ maxLength: 64, description: 'A user id (userId of a team member)' })),
  module: Type.Optional(ref(ActivityModule)),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  record: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'A record\'s name or its start, any case (ORD-100123, "Urea", a member\'s name): only changes to records so named',
    }),
  ),
};
export const ActivityQuery = Type.Object({ ...ActivityFilters, ...PageQuery });
export const ActivityExportQuery = Type.Object(ActivityFilters);
