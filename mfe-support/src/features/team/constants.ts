import { departmentValues, teamRoleValues, type Department, type TeamRole } from '@agrihub/shared';

const ROLE_LABELS: Record<TeamRole, string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer', manager: 'Manager' };
const DEPARTMENT_LABELS: Record<Department, string> = {
  sales: 'Sales',
  logistics: 'Logistics',
  product: 'Product Management',
  finance: 'Finance',
  support: 'Customer Support',
};

/** Spec 6: selectable roles and the departments (value, label). */
export const TEAM_ROLES = teamRoleValues.map((value) => ({ value, label: ROLE_LABELS[value] }));
export const DEPARTMENTS = departmentValues.map((value) => ({ value, label: DEPARTMENT_LABELS[value] }));
