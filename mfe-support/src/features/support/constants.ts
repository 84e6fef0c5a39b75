import { contactMethodValues, ticketCategoryValues, ticketPriorityValues, type ContactMethod, type TicketCategory, type TicketPriority } from '@agrihub/shared';

const CATEGORY_LABELS: Record<TicketCategory, string> = {
  technical: 'Technical',
  billing: 'Billing',
  account: 'Account',
  orders: 'Orders',
  products: 'Products',
  general: 'General',
};
const PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };
const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = { email: 'Email', phone: 'Phone', sms: 'SMS', whatsapp: 'WhatsApp' };

/** Spec 9: ticket categories, priorities and contact methods as the form offers them. */
export const TICKET_CATEGORIES = ticketCategoryValues.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const TICKET_PRIORITIES = ticketPriorityValues.map((value) => ({ value, label: PRIORITY_LABELS[value] }));
export const CONTACT_METHODS = contactMethodValues.map((value) => ({ value, label: CONTACT_METHOD_LABELS[value] }));

/** Spec 9: the support screen shows the first 5 tickets and the first 5 notifications. */
export const SUPPORT_LIST_LIMIT = 5;
