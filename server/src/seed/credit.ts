import type { Queryable } from '../platform/db/index.ts';
import { notifyOverdueInvoices } from '../modules/receivables/domain/overdue.ts';
import { pktDate } from '../platform/lib/pkt-dates.ts';
import type { PaymentTerms } from '../platform/schemas/domain.ts';
import type { SellerSeed } from './modules.ts';

/** Share of retailers on each payment term, in this order. */
const TERMS_MIX: [PaymentTerms, number][] = [
  ['net30', 0.55],
  ['net15', 0.15],
  ['net60', 0.12],
  ['net90', 0.06],
  ['harvest', 0.12],
];

const termsFor = (x: number): PaymentTerms => {
  let acc = 0;
  for (const [terms, share] of TERMS_MIX) {
    acc += share;
    if (x < acc) return terms;
  }
  return 'net30';
};

// The due date of an invoice issued on i.issued_on under r.payment_terms, with the default harvest days
// (rabi: 30 June; kharif: 31 December), as modules/receivables/queries/ledger.ts dueDateFor computes it.
const DUE_SQL = `CASE r.payment_terms
  WHEN 'net15' THEN x.issued_on + 15 WHEN 'net30' THEN x.issued_on + 30 WHEN 'net60' THEN x.issued_on + 60 WHEN 'net90' THEN x.issued_on + 90
  ELSE CASE WHEN extract(month FROM x.issued_on) BETWEEN 4 AND 9 THEN make_date(extract(year FROM x.issued_on)::int, 12, 31)
            WHEN extract(month FROM x.issued_on) >= 10 THEN make_date(extract(year FROM x.issued_on)::int + 1, 6, 30)
            ELSE make_date(extract(year FROM x.issued_on)::int, 6, 30) END END`;

/**
 * The credit ledger behind the seller's orders (issue 23): payment terms and limits per retailer, an
 * invoice for every confirmed order, and payments for most of them, so Collections shows a realistic
 * spread: most retailers pay within terms, some invoices are a few weeks late, two retailers are long
 * overdue, a few have no limit and one stands at its limit. Runs after the orders' history exists.
 */
export async function seedCredit(db: Queryable, seed: SellerSeed): Promise<void> {
  const { sellerId, random, now } = seed;
  const today = pktDate(now);
  const retailers = await db.query<{ id: string }>(`SELECT id FROM retailers WHERE seller_id = $1 ORDER BY name, id`, [sellerId]);
  if (retailers.length === 0) return;
  const ids = retailers.map((r) => r.id);
  const terms = ids.map(() => termsFor(random()));
  await db.query(`UPDATE retailers r SET payment_terms = x.terms FROM unnest($2::uuid[], $3::text[]) AS x(id, terms) WHERE r.seller_id = $1 AND r.id = x.id`, [
    sellerId,
    ids,
    terms,
  ]);
  // Two retailers (not the first few by name, which the directory shows first) pay very late.
  const pick = (from: string[]) => from[Math.floor(random() * from.length)];
  const candidates = ids.length > 6 ? ids.slice(3) : ids;
  const late = [...new Set([pick(candidates), pick(candidates)].filter((id): id is string => Boolean(id)))];

  await db.query(
    `INSERT INTO retailer_invoices (id, seller_id, retailer_id, order_id, invoice_number, amount_paisa, issued_on, due_date, created_by, created_at)
     SELECT gen_random_uuid(), o.seller_id, o.retailer_id, o.id, 'INV-' || regexp_replace(o.order_number, '^ORD-', '', 'i'), o.total_paisa,
            x.issued_on, ${DUE_SQL}, $2, x.at
       FROM orders o
       JOIN retailers r ON r.id = o.retailer_id
       LEFT JOIN LATERAL (SELECT min(e.created_at) AS at FROM order_status_events e WHERE e.order_id = o.id AND e.to_status = 'confirmed') c ON true
       CROSS JOIN LATERAL (SELECT COALESCE(c.at, o.order_date) AS at,
                                  ((COALESCE(c.at, o.order_date) AT TIME ZONE 'UTC') + interval '5 hours')::date AS issued_on) x
      WHERE o.seller_id = $1 AND o.status IN ('confirmed', 'processing', 'shipped', 'delivered')`,
    [sellerId, seed.userId],
  );

  // Who paid: nearly everything long past due (but the late payers' invoices), most of what fell due
  // in the last month, a quarter of what is not due yet. A payment pays its invoice in full; it shares
  // the invoice's id, which pairs the two for the allocation.
  await db.query(
    `WITH paid AS (
       SELECT i.id, i.retailer_id, i.amount_paisa,
              LEAST($2::date, i.issued_on + floor(random() * GREATEST(1, LEAST(i.due_date, $2::date) - i.issued_on + 1))::int) AS received_on,
              random() AS m
         FROM retailer_invoices i
        WHERE i.seller_id = $1 AND i.amount_paisa > 0
          AND random() < CASE
                WHEN $2::date - i.due_date > 30 THEN CASE WHEN i.retailer_id = ANY($3::uuid[]) THEN 0.3 ELSE 1 END
                WHEN $2::date - i.due_date > 0 THEN 0.5
                ELSE 0.25 END)
     INSERT INTO retailer_payments (id, seller_id, retailer_id, received_on, amount_paisa, method, reference, recorded_by, created_at)
     SELECT id, $1, retailer_id, received_on, amount_paisa,
            CASE WHEN m < 0.45 THEN 'bank_transfer' WHEN m < 0.7 THEN 'cash' WHEN m < 0.85 THEN 'cheque' ELSE 'mobile_wallet' END,
            CASE WHEN m < 0.45 THEN 'IBFT-' || lpad((floor(random() * 1e8))::text, 8, '0')
                 WHEN m < 0.7 THEN ''
                 WHEN m < 0.85 THEN 'CHQ ' || lpad((floor(random() * 1e6))::text, 6, '0')
                 ELSE '03' || lpad((floor(random() * 1e9))::text, 9, '0') END,
            $4, (received_on::timestamp + interval '11 hours') AT TIME ZONE 'Asia/Karachi'
       FROM paid`,
    [sellerId, today, late, seed.userId],
  );
  await db.query(
    `INSERT INTO payment_allocations (payment_id, invoice_id, seller_id, amount_paisa)
     SELECT p.id, p.id, p.seller_id, p.amount_paisa FROM retailer_payments p WHERE p.seller_id = $1`,
    [sellerId],
  );
  await db.query(`UPDATE retailer_invoices i SET settled_on = p.received_on FROM retailer_payments p WHERE p.id = i.id AND i.seller_id = $1`, [sellerId]);
  await db.query(`UPDATE retailer_invoices SET settled_on = issued_on WHERE seller_id = $1 AND amount_paisa = 0`, [sellerId]);

  // Limits: twice what each owes, at least PKR 300,000, in steps of PKR 50,000; three have none; the
  // retailer owing most (not a late payer) stands at its limit.
  const owed = await db.query<{ id: string; owed: string }>(
    `SELECT r.id, (COALESCE((SELECT sum(i.amount_paisa) FROM retailer_invoices i WHERE i.retailer_id = r.id), 0)
                 - COALESCE((SELECT sum(p.amount_paisa) FROM retailer_payments p WHERE p.retailer_id = r.id), 0))::text AS owed
       FROM retailers r WHERE r.seller_id = $1 ORDER BY 2 DESC, r.id`,
    [sellerId],
  );
  const step = 5_000_000;
  const limits = owed.map((r) => Math.max(30_000_000, Math.ceil((Number(r.owed) * 2) / step) * step));
  const atLimit = owed.findIndex((r) => !late.includes(r.id) && Number(r.owed) > 0);
  if (atLimit >= 0) limits[atLimit] = Math.floor(Number(owed[atLimit]!.owed) / 100_000) * 100_000;
  const noLimit = new Set(ids.filter((id) => !late.includes(id) && id !== owed[atLimit]?.id).slice(-3));
  await db.query(
    `UPDATE retailers r SET credit_limit_paisa = CASE WHEN x.id = ANY($4::uuid[]) THEN NULL ELSE x.limit_paisa END
       FROM unnest($2::uuid[], $3::bigint[]) AS x(id, limit_paisa) WHERE r.seller_id = $1 AND r.id = x.id`,
    [sellerId, owed.map((r) => r.id), limits, [...noLimit]],
  );

  // Invoices that fell due more than a week ago are old news; the sweep announces the rest.
  await db.query(`UPDATE retailer_invoices SET overdue_notified_at = $3 WHERE seller_id = $1 AND due_date < $2::date - 7`, [
    sellerId,
    today,
    new Date(now).toISOString(),
  ]);
  await notifyOverdueInvoices(db, today, sellerId);
}
