import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { TicketCategory, TicketPriority, TicketStatus } from '../../../platform/schemas/domain.ts';

export const Ticket = Type.Object({
  _id: Type.String(),
  reference: Type.String(),
  subject: Type.String(),
  category: ref(TicketCategory),
  status: ref(TicketStatus),
  priority: ref(TicketPriority),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export type Ticket = Static<typeof Ticket>;
