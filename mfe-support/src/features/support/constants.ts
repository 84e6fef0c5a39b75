import {
  contactMethodValues,
  ticketCategoryValues,
  ticketPriorityValues,
  type ContactMethod,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '@agrihub/shared';
import type { SupportT } from '../../locales/i18n';

const categoryLabels = (t: SupportT): Record<TicketCategory, string> => ({
  technical: t('ticket.category.technical'),
  billing: t('ticket.category.billing'),
  account: t('ticket.category.account'),
  orders: t('ticket.category.orders'),
  products: t('ticket.category.products'),
  general: t('ticket.category.general'),
});
const priorityLabels = (t: SupportT): Record<TicketPriority, string> => ({
  low: t('ticket.priority.low'),
  medium: t('ticket.priority.medium'),
  high: t('ticket.priority.high'),
  urgent: t('ticket.priority.urgent'),
});
const contactMethodLabels = (t: SupportT): Record<ContactMethod, string> => ({
  email: t('ticket.contactMethod.email'),
  phone: t('ticket.contactMethod.phone'),
  sms: t('ticket.contactMethod.sms'),
  whatsapp: t('ticket.contactMethod.whatsapp'),
});

/** Spec 9: ticket categories, priorities and contact methods as the form offers them, in the portal's language. */
export const ticketCategories = (t: SupportT) => {
  const labels = categoryLabels(t);
  return ticketCategoryValues.map((value) => ({ value, label: labels[value] }));
};
export const ticketPriorities = (t: SupportT) => {
  const labels = priorityLabels(t);
  return ticketPriorityValues.map((value) => ({ value, label: labels[value] }));
};
export const contactMethods = (t: SupportT) => {
  const labels = contactMethodLabels(t);
  return contactMethodValues.map((value) => ({ value, label: labels[value] }));
};

/** A ticket's status as the chip shows it; a status the server adds later shows as sent. */
export function ticketStatusLabel(t: SupportT, status: string): string {
  const labels: Record<TicketStatus, string> = {
    Open: t('ticket.status.open'),
    'In Progress': t('ticket.status.inProgress'),
    Resolved: t('ticket.status.resolved'),
    Closed: t('ticket.status.closed'),
  };
  return labels[status as TicketStatus] ?? status;
}

/** Spec 9: the support screen shows the first 5 tickets and the first 5 notifications. */
export const SUPPORT_LIST_LIMIT = 5;
