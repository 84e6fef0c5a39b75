import { Type } from 'typebox';
import { Ticket } from '../../schemas.ts';

/** Spec 9: ticket categories, priorities and contact methods. */
export const TICKET_CATEGORIES = [
  'technical',
  'billing',
  'account',
  'orders',
  'products',
  'general',
] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const CONTACT_METHODS = ['email', 'phone', 'sms', 'whatsapp'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'email',
  phone: 'phone',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const SUBJECT_MAX = 200;
export const DESCRIPTION_MAX = 5000;

export const TicketDetail = Type.Object({
  ...Ticket.properties,
  description: Type.String(),
  contactMethod: Type.String({ description: CONTACT_METHODS.join(', ') }),
});

/** Every field is required (spec 5); the handler answers each missing or unknown value with its own message. */
export const NewTicketBody = Type.Object({
  subject: Type.String({ maxLength: SUBJECT_MAX }),
  category: Type.String({ maxLength: 40, description: TICKET_CATEGORIES.join(', ') }),
  priority: Type.String({ maxLength: 40, description: TICKET_PRIORITIES.join(', ') }),
  description: Type.String({ maxLength: DESCRIPTION_MAX }),
  contactMethod: Type.String({ maxLength: 40, description: CONTACT_METHODS.join(', ') }),
});
