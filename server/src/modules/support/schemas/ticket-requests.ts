import { Type, type Static } from 'typebox';
import { TICKET_LIMITS } from '@agrihub/shared/validation';
import { Ticket } from './tickets.ts';
import { ref } from '../../../platform/schemas/components.ts';
import { CONTACT_METHODS, ContactMethod, TICKET_CATEGORIES, TICKET_PRIORITIES } from '../../../platform/schemas/domain.ts';

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'email',
  phone: 'phone',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const TicketDetail = Type.Object({
  ...Ticket.properties,
  description: Type.String(),
  contactMethod: ref(ContactMethod),
});
export type TicketDetail = Static<typeof TicketDetail>;

/** Every field is required (spec 5); the handler answers each missing or unknown value with its own message. */
export const NewTicketBody = Type.Object({
  subject: Type.String({ maxLength: TICKET_LIMITS.subject }),
  category: Type.String({ maxLength: 40, description: TICKET_CATEGORIES.join(', ') }),
  priority: Type.String({ maxLength: 40, description: TICKET_PRIORITIES.join(', ') }),
  description: Type.String({ maxLength: TICKET_LIMITS.description }),
  contactMethod: Type.String({ maxLength: 40, description: CONTACT_METHODS.join(', ') }),
});
