import type { Queryable } from '../../../platform/db/index.ts';
import type { ContactMethod, TicketCategory, TicketPriority, TicketStatus } from '../../../platform/schemas/domain.ts';

interface TicketRow {
  id: string;
  reference: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  priority: TicketPriority;
  created_at: Date;
  updated_at: Date;
  [key: string]: unknown;
}

interface TicketDetailRow extends TicketRow {
  description: string;
  contact_method: ContactMethod;
}

const toDto = (r: TicketRow) => ({
  _id: r.id,
  reference: r.reference,
  subject: r.subject,
  category: r.category,
  status: r.status,
  priority: r.priority,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const toDetail = (r: TicketDetailRow) => ({ ...toDto(r), description: r.description, contactMethod: r.contact_method });

const DETAIL_COLUMNS = 'id, reference, subject, category, status, priority, description, contact_method, created_at, updated_at';

export async function listTickets(db: Queryable, sellerId: string) {
  const rows = await db.query<TicketRow>(
    `SELECT id, reference, subject, category, status, priority, created_at, updated_at FROM support_tickets
      WHERE seller_id = $1 ORDER BY updated_at DESC, id DESC LIMIT 100`,
    [sellerId],
  );
  return rows.map(toDto);
}

export async function getTicket(db: Queryable, sellerId: string, id: string) {
  const rows = await db.query<TicketDetailRow>(`SELECT ${DETAIL_COLUMNS} FROM support_tickets WHERE seller_id = $1 AND id = $2`, [sellerId, id]);
  return rows[0] ? toDetail(rows[0]) : undefined;
}

export interface NewTicket {
  subject: string;
  category: string;
  priority: string;
  description: string;
  contactMethod: string;
}

const REFERENCE_SPACE = 1_000_000;
const REFERENCE_ATTEMPTS = 25;
const reference = (n: number) => `TKT-${String(n).padStart(6, '0')}`;

/**
 * Stores a new Open ticket. Its reference is 'TKT-' and six digits, unique within the seller's
 * tickets: first the last six digits of the current time in milliseconds (as the original client
 * made them), then random six-digit numbers while that one is taken.
 */
export async function createTicket(db: Queryable, sellerId: string, t: NewTicket, random: () => number = Math.random) {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const n = attempt === 0 ? Date.now() % REFERENCE_SPACE : Math.floor(random() * REFERENCE_SPACE);
    const rows = await db.query<TicketDetailRow>(
      `INSERT INTO support_tickets (seller_id, reference, subject, category, status, priority, description, contact_method)
       VALUES ($1, $2, $3, $4, 'Open', $5, $6, $7)
       ON CONFLICT (seller_id, reference) DO NOTHING
       RETURNING ${DETAIL_COLUMNS}`,
      [sellerId, reference(n), t.subject, t.category, t.priority, t.description, t.contactMethod],
    );
    if (rows[0]) return toDetail(rows[0]);
  }
  throw new Error('no free ticket reference found');
}

/** open = Open; pending = In Progress (waiting for a response); resolved = Resolved or Closed. */
export async function ticketSummary(db: Queryable, sellerId: string) {
  const [s] = await db.query<{ open: number; pending: number; resolved: number }>(
    `SELECT count(*) FILTER (WHERE status = 'Open')::int AS open,
            count(*) FILTER (WHERE status = 'In Progress')::int AS pending,
            count(*) FILTER (WHERE status IN ('Resolved', 'Closed'))::int AS resolved
       FROM support_tickets WHERE seller_id = $1`,
    [sellerId],
  );
  return { open: s?.open ?? 0, pending: s?.pending ?? 0, resolved: s?.resolved ?? 0 };
}
