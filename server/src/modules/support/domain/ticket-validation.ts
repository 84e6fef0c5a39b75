import type { Validated } from '../../../platform/lib/validation.ts';
import type { NewTicket } from '../queries/tickets.ts';
import { CONTACT_METHODS, TICKET_CATEGORIES, TICKET_PRIORITIES } from '../../../platform/schemas/domain.ts';

const oneOf = (list: readonly string[], value: string) => list.includes(value);

/** Spec 5 (New ticket): every field required, with the form's own messages. */
export function validateTicket(body: Record<keyof NewTicket, string>): Validated<NewTicket> {
  const subject = body.subject.trim();
  const category = body.category.trim().toLowerCase();
  const priority = body.priority.trim().toLowerCase();
  const description = body.description.trim();
  const contactMethod = body.contactMethod.trim().toLowerCase();
  const errors: Record<string, string> = {};
  if (!subject) errors.subject = 'Subject is required';
  if (!category) errors.category = 'Category is required';
  else if (!oneOf(TICKET_CATEGORIES, category)) errors.category = `Category must be one of: ${TICKET_CATEGORIES.join(', ')}`;
  if (!priority) errors.priority = 'Priority is required';
  else if (!oneOf(TICKET_PRIORITIES, priority)) errors.priority = `Priority must be one of: ${TICKET_PRIORITIES.join(', ')}`;
  if (!contactMethod) errors.contactMethod = 'Contact method is required';
  else if (!oneOf(CONTACT_METHODS, contactMethod)) errors.contactMethod = `Contact method must be one of: ${CONTACT_METHODS.join(', ')}`;
  if (!description) errors.description = 'Description is required';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { subject, category, priority, description, contactMethod } };
}
