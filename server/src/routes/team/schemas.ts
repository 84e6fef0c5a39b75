import { Type } from 'typebox';
import { DEPARTMENTS, TEAM_ROLES } from '../../schemas/domain.ts';

export const NAME_MAX = 120;
export const NOTES_MAX = 1000;

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
