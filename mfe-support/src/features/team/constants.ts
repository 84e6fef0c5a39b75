/** Spec 6: selectable roles and the departments (value, label). */
export const TEAM_ROLES = [
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
  { value: 'manager', label: 'Manager' },
] as const;

export const DEPARTMENTS = [
  { value: 'sales', label: 'Sales' },
  { value: 'logistics', label: 'Logistics' },
  { value: 'product', label: 'Product Management' },
  { value: 'finance', label: 'Finance' },
  { value: 'support', label: 'Customer Support' },
] as const;
