import type { Queryable } from '../db/index.ts';

export async function listTickets(db: Queryable, sellerId: string) {
  const rows = await db.query<{
    id: string;
    reference: string;
    subject: string;
    category: string;
    status: string;
    priority: string;
    created_at: Date;
    updated_at: Date;
  }>(
    `SELECT id, reference, subject, category, status, priority, created_at, updated_at FROM support_tickets
      WHERE seller_id = $1 ORDER BY updated_at DESC, id DESC LIMIT 100`,
    [sellerId],
  );
  return rows.map((r) => ({
    _id: r.id,
    reference: r.reference,
    subject: r.subject,
    category: r.category,
    status: r.status,
    priority: r.priority,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
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
