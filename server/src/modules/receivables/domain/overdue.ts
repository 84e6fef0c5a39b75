/**
 * Overdue invoices raise notifications to the members who handle payments (issue 23): once per
 * invoice, grouped per retailer, by a sweep every process runs (the claim is one UPDATE, so two
 * processes never announce the same invoice twice).
 */
import type { Queryable } from '../../../platform/db/index.ts';
import { formatPaisa } from '../../../platform/lib/money.ts';
import { dayText } from '../../../platform/lib/pkt-dates.ts';
import { notifyInvoiceOverdue } from '../../notifications/index.ts';

/**
 * Claims every open invoice that fell due before `today` and was not announced yet (of one seller, or
 * of all), and adds one notification per retailer for the payments area. Answers how many were raised.
 */
export async function notifyOverdueInvoices(db: Queryable, today: string, sellerId?: string): Promise<number> {
  const claimed = await db.query<{ seller_id: string; retailer_id: string; invoice_number: string; due_date: string; open: string; name: string }>(
    `WITH claimed AS (
       UPDATE retailer_invoices i SET overdue_notified_at = now()
        WHERE i.settled_on IS NULL AND i.overdue_notified_at IS NULL AND i.due_date < $1::date AND ($2::uuid IS NULL OR i.seller_id = $2::uuid)
        RETURNING i.id, i.seller_id, i.retailer_id, i.invoice_number, i.due_date, i.amount_paisa)
     SELECT c.seller_id, c.retailer_id, c.invoice_number, c.due_date::text AS due_date, r.name,
            (c.amount_paisa - COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.invoice_id = c.id), 0))::text AS open
       FROM claimed c JOIN retailers r ON r.id = c.retailer_id
      ORDER BY c.seller_id, r.name, c.retailer_id, c.due_date, c.invoice_number`,
    [today, sellerId ?? null],
  );
  const groups = new Map<string, typeof claimed>();
  for (const row of claimed) {
    const key = `${row.seller_id}:${row.retailer_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const rows of groups.values()) {
    const first = rows[0]!;
    const open = rows.reduce((sum, r) => sum + Number(r.open), 0);
    const message =
      rows.length === 1
        ? `${first.name}: invoice ${first.invoice_number} (${formatPaisa(open)} unpaid) was due on ${dayText(first.due_date)}.`
        : `${first.name}: ${rows.length} invoices (${formatPaisa(open)} unpaid) are past due, the oldest ${first.invoice_number} since ${dayText(first.due_date)}.`;
    await notifyInvoiceOverdue(db, first.seller_id, first.retailer_id, message);
  }
  return groups.size;
}
