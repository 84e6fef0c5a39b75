import {
  activityModuleValues,
  departmentValues,
  teamRoleValues,
  type ActivityAction,
  type ActivityModule,
  type Department,
  type TeamRole,
} from '@agrihub/shared';

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

const MODULE_LABELS: Record<ActivityModule, string> = {
  catalog: 'Product Catalog',
  orders: 'Order Management',
  pricing: 'Pricing & Offers',
  logistics: 'Logistics & Fulfillment',
  payments: 'Payments & Financing',
  documents: 'Document Center',
  support: 'Support',
  notifications: 'Notifications',
  team: 'Team Access & Roles',
  settings: 'Company Settings',
  account: 'Account',
};
/** The Activity tab's module filter (value, label). */
export const ACTIVITY_MODULES = activityModuleValues.map((value) => ({ value, label: MODULE_LABELS[value] }));

/** What a recorded row is, in a sentence ("updated a pricing rule"); unknown tables read as "a record". */
export const RECORD_NAMES: Record<string, string> = {
  products: 'a product',
  product_images: 'a product image',
  orders: 'an order',
  retailers: 'a retailer',
  pricing_rules: 'a pricing rule',
  pickup_requests: 'a pickup request',
  financing_applications: 'a financing application',
  documents: 'a document',
  support_tickets: 'a support ticket',
  notifications: 'a notification',
  team_members: 'a team member',
  invitations: 'an invitation',
  sellers: 'the company settings',
  users: 'an account',
};

export const ACTION_VERBS: Record<ActivityAction, string> = { create: 'created', update: 'updated', delete: 'deleted' };
