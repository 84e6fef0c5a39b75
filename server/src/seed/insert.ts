import type { Queryable } from '../platform/db/index.ts';

/** One INSERT per table from a JSON array (a handful of rows per seller). */
export async function insertJson(db: Queryable, table: string, columns: Record<string, string>, rows: Record<string, unknown>[]) {
  const names = Object.keys(columns);
  const defs = names.map((n) => `${n} ${columns[n]}`).join(', ');
  await db.query(`INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${defs})`, [
    JSON.stringify(rows),
  ]);
}

export interface TicketSeed {
  reference: string;
  subject: string;
  category: string;
  status: string;
  priority: string;
  description: string;
  contactMethod: string;
  createdAt: string;
  updatedAt: string;
}

/** A seller's support tickets, in one INSERT. */
export function insertTickets(db: Queryable, sellerId: string, tickets: TicketSeed[]): Promise<void> {
  return insertJson(
    db,
    'support_tickets',
    {
      seller_id: 'uuid',
      reference: 'text',
      subject: 'text',
      category: 'text',
      status: 'text',
      priority: 'text',
      description: 'text',
      contact_method: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    tickets.map((t) => ({
      seller_id: sellerId,
      reference: t.reference,
      subject: t.subject,
      category: t.category,
      status: t.status,
      priority: t.priority,
      description: t.description,
      contact_method: t.contactMethod,
      created_at: t.createdAt,
      updated_at: t.updatedAt,
    })),
  );
}
