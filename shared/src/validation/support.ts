/** A new support ticket's field limits: the server's request schema and the New Ticket dialog read both from here. */
export const TICKET_LIMITS = { subject: 200, description: 5000 } as const;
