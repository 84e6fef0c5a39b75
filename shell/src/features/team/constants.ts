import {
  activityModuleValues,
  departmentValues,
  teamRoleValues,
  type ActivityAction,
  type ActivityModule,
  type Department,
  type MemberStatus,
  type TeamRole,
} from '@agrihub/shared/domain';
import type { ShellT } from '../../locales/team';

const roleLabels = (t: ShellT): Record<TeamRole, string> => ({
  admin: t('team.role.admin'),
  editor: t('team.role.editor'),
  viewer: t('team.role.viewer'),
  manager: t('team.role.manager'),
});
const departmentLabels = (t: ShellT): Record<Department, string> => ({
  sales: t('team.department.sales'),
  logistics: t('team.department.logistics'),
  product: t('team.department.product'),
  finance: t('team.department.finance'),
  support: t('team.department.support'),
});

/** Spec 6: selectable roles and the departments (value, label), in the portal's language. */
export const teamRoles = (t: ShellT) => {
  const labels = roleLabels(t);
  return teamRoleValues.map((value) => ({ value, label: labels[value] }));
};
export const departments = (t: ShellT) => {
  const labels = departmentLabels(t);
  return departmentValues.map((value) => ({ value, label: labels[value] }));
};

/** A member's status as the chip shows it; a status the server adds later shows as sent. */
export function memberStatusLabel(t: ShellT, status: string): string {
  const labels: Record<MemberStatus, string> = {
    Active: t('team.status.active'),
    Invited: t('team.status.invited'),
    Inactive: t('team.status.inactive'),
  };
  return labels[status as MemberStatus] ?? status;
}

const moduleLabels = (t: ShellT): Record<ActivityModule, string> => ({
  catalog: t('activity.modules.catalog'),
  orders: t('activity.modules.orders'),
  pricing: t('activity.modules.pricing'),
  logistics: t('activity.modules.logistics'),
  payments: t('activity.modules.payments'),
  documents: t('activity.modules.documents'),
  support: t('activity.modules.support'),
  notifications: t('activity.modules.notifications'),
  team: t('activity.modules.team'),
  settings: t('activity.modules.settings'),
  account: t('activity.modules.account'),
});
/** The Activity tab's module filter (value, label). */
export const activityModules = (t: ShellT) => {
  const labels = moduleLabels(t);
  return activityModuleValues.map((value) => ({ value, label: labels[value] }));
};

/** What a recorded row is, in a sentence ("updated a pricing rule"); unknown tables read as "a record". */
export function recordName(t: ShellT, entity: string): string {
  const names: Record<string, string> = {
    products: t('activity.record.products'),
    product_images: t('activity.record.productImages'),
    orders: t('activity.record.orders'),
    retailers: t('activity.record.retailers'),
    pricing_rules: t('activity.record.pricingRules'),
    pickup_requests: t('activity.record.pickupRequests'),
    financing_applications: t('activity.record.financingApplications'),
    documents: t('activity.record.documents'),
    support_tickets: t('activity.record.supportTickets'),
    notifications: t('activity.record.notifications'),
    team_members: t('activity.record.teamMembers'),
    invitations: t('activity.record.invitations'),
    sellers: t('activity.record.sellers'),
    users: t('activity.record.users'),
  };
  return Object.hasOwn(names, entity) ? names[entity]! : t('activity.record.unknown');
}

/** "{actor} updated {record}": the whole sentence per action, as word order differs between the languages. */
export function activitySentence(t: ShellT, action: ActivityAction, actor: string, record: string): string {
  switch (action) {
    case 'create':
      return t('activity.entry.create', { actor, record });
    case 'update':
      return t('activity.entry.update', { actor, record });
    case 'delete':
      return t('activity.entry.delete', { actor, record });
  }
}
