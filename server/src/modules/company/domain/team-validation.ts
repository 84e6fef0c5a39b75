import { EMAIL_RE, MESSAGES } from '@agrihub/shared/validation';
import { normalizeEmail, type Validated } from '../../../platform/lib/validation.ts';
import type { NewMember } from '../queries/team.ts';
import { DEPARTMENTS, TEAM_ROLES } from '../../../platform/schemas/domain.ts';

export function roleError(role: string): string | undefined {
  if (!role) return 'Role is required';
  if (!(TEAM_ROLES as readonly string[]).includes(role)) return `Role must be one of: ${TEAM_ROLES.join(', ')}`;
  return undefined;
}

/** Spec 5 (New team member): name, e-mail (basic pattern), role and department required; notes optional. */
export function validateMember(body: { name: string; email: string; role: string; department: string; notes?: string | null }): Validated<NewMember> {
  const name = body.name.trim();
  const email = normalizeEmail(body.email);
  const role = body.role.trim().toLowerCase();
  const department = body.department.trim().toLowerCase();
  const notes = body.notes?.trim() ? body.notes.trim() : null;
  const errors: Record<string, string> = {};
  if (!name) errors.name = 'Name is required';
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_RE.test(email)) errors.email = MESSAGES.memberEmail;
  const badRole = roleError(role);
  if (badRole) errors.role = badRole;
  if (!department) errors.department = 'Department is required';
  else if (!(DEPARTMENTS as readonly string[]).includes(department)) errors.department = `Department must be one of: ${DEPARTMENTS.join(', ')}`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email, role, department, notes } };
}
