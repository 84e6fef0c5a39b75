/**
 * A retailer's ledger (issue 23, docs/retailer-credit.md): invoices posted when orders are confirmed,
 * reversed when they are cancelled, payments received, and the allocations that say which invoice
 * each payment paid. Every figure is a sum over these rows; writes for one retailer take turns on the
 * retailer's row lock (lockRetailerAccount), always after any order and product locks.
 */
import type { Queryable } from '../../../platform/db/index.ts';
import { addDays } from '../../../platform/lib/pkt-dates.ts';
import type { PaymentMethod, PaymentTerms } from '../../../platform/schemas/domain.ts';

export const NET_DAYS: Record<Exclude<PaymentTerms, 'harvest'>, number> = { net15: 15, net30: 30, net60: 60, net90: 90 };

export interface SeasonDates {
  /** MM-DD: rabi invoices (issued October to March) fall due on the next such day. */
  rabiDueDate: string;
  /** MM-DD: kharif invoices (issued April to September) fall due on the next such day. */
  kharifDueDate: string;
}

export const DEFAULT_SEASON_DATES: SeasonDates = { rabiDueDate: '06-30', kharifDueDate: '12-31' };

/** YYYY-MM-DD for MM-DD in `year`; a day past the month's end (02-30) is the month's last day. */
function dayInYear(year: number, monthDay: string): string {
  const [m, d] = monthDay.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * When an invoice issued on `issuedOn` falls due: net days after it, or under harvest terms the next
 * harvest due day of its season (rabi: issued October to March; kharif: April to September).
 */
export function dueDateFor(terms: PaymentTerms, issuedOn: string, seasons: SeasonDates): string {
  if (terms !== 'harvest') return addDays(issuedOn, NET_DAYS[terms]);
  const year = Number(issuedOn.slice(0, 4));
  const month = Number(issuedOn.slice(5, 7));
  const monthDay = month >= 4 && month <= 9 ? seasons.kharifDueDate : seasons.rabiDueDate;
  const thisYear = dayInYear(year, monthDay);
  return thisYear > issuedOn ? thisYear : dayInYear(year + 1, monthDay);
}

export const invoiceNumberOf = (orderNumber: string) => `INV-${orderNumber.replace(/^ORD-/i, '')}`;

export interface AccountRow {
  id: string;
  name: string;
  city: string;
  province: string;
  phone: string;
  address: string;
  creditLimitPaisa: number | null;
  paymentTerms: PaymentTerms;
  seasons: SeasonDates;
}

/** A retailer with its credit terms and its seller's harvest days (alias r), for accountOf. */
export const ACCOUNT_COLUMNS = `r.id, r.name, r.city, r.province, COALESCE(r.phone, '') AS phone, r.address, r.credit_limit_paisa, r.payment_terms,
        s.rabi_due_date, s.kharif_due_date`;
export const ACCOUNT_FROM = `FROM retailers r JOIN sellers s ON s.id = r.seller_id`;
export const ACCOUNT_SELECT = `SELECT ${ACCOUNT_COLUMNS} ${ACCOUNT_FROM}`;

export interface AccountSqlRow {
  id: string;
  name: string;
  city: string;
  province: string;
  phone: string;
  address: string;
  credit_limit_paisa: string | number | null;
  payment_terms: PaymentTerms;
  rabi_due_date: string;
  kharif_due_date: string;
  [key: string]: unknown;
}

export function accountOf(r: AccountSqlRow): AccountRow {
  return {
    id: r.id,
    name: r.name,
    city: r.city,
    province: r.province,
    phone: r.phone,
    address: r.address,
    creditLimitPaisa: r.credit_limit_paisa === null ? null : Number(r.credit_limit_paisa),
    paymentTerms: r.payment_terms,
    seasons: { rabiDueDate: r.rabi_due_date, kharifDueDate: r.kharif_due_date },
  };
}

export async function getAccount(db: Queryable, sellerId: string, retailerId: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountSqlRow>(`${ACCOUNT_SELECT} WHERE r.seller_id = $1 AND r.id = $2`, [sellerId, retailerId]);
  return row ? accountOf(row) : undefined;
}

/** The retailer's row, locked: every ledger write for one retailer takes this turn. */
export async function lockRetailerAccount(db: Queryable, sellerId: string, retailerId: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountSqlRow>(`${ACCOUNT_SELECT} WHERE r.seller_id = $1 AND r.id = $2 FOR UPDATE OF r`, [sellerId, retailerId]);
  return row ? accountOf(row) : undefined;
}

export interface LedgerSums {
  /** Invoices less reversals less payments: what the retailer owes (negative: paid ahead). */
  outstandingPaisa: number;
  /** The open part of invoices past due. */
  overduePaisa: number;
  /** Days the oldest open invoice is past due, null when none is. */
  oldestOverdueDays: number | null;
  /** Payments not applied to any invoice (only while no invoice is open). */
  unallocatedPaisa: number;
}

const NO_SUMS: LedgerSums = { outstandingPaisa: 0, overduePaisa: 0, oldestOverdueDays: null, unallocatedPaisa: 0 };

/** The ledger's sums for some retailers as of `today` (PKT date). */
export async function ledgerSums(db: Queryable, sellerId: string, retailerIds: readonly string[], today: string): Promise<Map<string, LedgerSums>> {
  if (retailerIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; invoiced: string; paid: string; allocated: string; overdue: string; oldest: number | null }>(
    `SELECT x.id,
            (SELECT COALESCE(sum(amount_paisa), 0) FROM retailer_invoices WHERE seller_id = $1 AND retailer_id = x.id AND reversed_on IS NULL)::text AS invoiced,
            (SELECT COALESCE(sum(amount_paisa), 0) FROM retailer_payments WHERE seller_id = $1 AND retailer_id = x.id)::text AS paid,
            (SELECT COALESCE(sum(a.amount_paisa), 0) FROM payment_allocations a JOIN retailer_payments p ON p.id = a.payment_id
              WHERE p.seller_id = $1 AND p.retailer_id = x.id)::text AS allocated,
            COALESCE(o.overdue, 0)::text AS overdue, o.oldest
       FROM unnest($2::uuid[]) AS x(id)
       LEFT JOIN LATERAL (
         SELECT sum(open) AS overdue, max($3::date - due_date) AS oldest
           FROM (SELECT i.due_date, i.amount_paisa - COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.invoice_id = i.id), 0) AS open
                   FROM retailer_invoices i
                  WHERE i.seller_id = $1 AND i.retailer_id = x.id AND i.settled_on IS NULL AND i.due_date < $3::date) late
          WHERE open > 0) o ON true`,
    [sellerId, [...retailerIds], today],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        outstandingPaisa: Number(r.invoiced) - Number(r.paid),
        overduePaisa: Number(r.overdue),
        oldestOverdueDays: r.oldest === null ? null : Number(r.oldest),
        unallocatedPaisa: Number(r.paid) - Number(r.allocated),
      },
    ]),
  );
}

export async function ledgerSumsOf(db: Queryable, sellerId: string, retailerId: string, today: string): Promise<LedgerSums> {
  return (await ledgerSums(db, sellerId, [retailerId], today)).get(retailerId) ?? NO_SUMS;
}

export interface OpenInvoice {
  id: string;
  invoiceNumber: string;
  issuedOn: string;
  dueDate: string;
  openPaisa: number;
}

/** The retailer's open invoices, the one due first first (the order payments pay them in). */
export async function openInvoices(db: Queryable, sellerId: string, retailerId: string): Promise<OpenInvoice[]> {
  const rows = await db.query<{ id: string; invoice_number: string; issued_on: string; due_date: string; open: string }>(
    `SELECT i.id, i.invoice_number, i.issued_on::text, i.due_date::text,
            (i.amount_paisa - COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.invoice_id = i.id), 0))::text AS open
       FROM retailer_invoices i
      WHERE i.seller_id = $1 AND i.retailer_id = $2 AND i.settled_on IS NULL
      ORDER BY i.due_date, i.issued_on, i.invoice_number, i.id`,
    [sellerId, retailerId],
  );
  return rows.map((r) => ({ id: r.id, invoiceNumber: r.invoice_number, issuedOn: r.issued_on, dueDate: r.due_date, openPaisa: Number(r.open) }));
}

/** Adds `amountPaisa` of a payment to an invoice, and marks the invoice settled when nothing is left open. */
export async function allocate(
  db: Queryable,
  sellerId: string,
  paymentId: string,
  receivedOn: string,
  invoice: OpenInvoice,
  amountPaisa: number,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_allocations (payment_id, invoice_id, seller_id, amount_paisa) VALUES ($1, $2, $3, $4)
     ON CONFLICT (payment_id, invoice_id) DO UPDATE SET amount_paisa = payment_allocations.amount_paisa + EXCLUDED.amount_paisa`,
    [paymentId, invoice.id, sellerId, amountPaisa],
  );
  invoice.openPaisa -= amountPaisa;
  if (invoice.openPaisa === 0) {
    await db.query(`UPDATE retailer_invoices SET settled_on = GREATEST($3::date, issued_on) WHERE seller_id = $1 AND id = $2`, [
      sellerId,
      invoice.id,
      receivedOn,
    ]);
  }
}

/**
 * Applies every payment of the retailer that is not yet fully applied to its open invoices, oldest
 * payment first to the invoice due first. Afterwards money is left unapplied only when no invoice is
 * open. Runs under the retailer's lock.
 */
export async function applyCredit(db: Queryable, sellerId: string, retailerId: string): Promise<void> {
  const payments = await db.query<{ id: string; received_on: string; free: string }>(
    `SELECT p.id, p.received_on::text,
            (p.amount_paisa - COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.payment_id = p.id), 0))::text AS free
       FROM retailer_payments p
      WHERE p.seller_id = $1 AND p.retailer_id = $2
        AND p.amount_paisa > COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.payment_id = p.id), 0)
      ORDER BY p.received_on, p.created_at, p.id`,
    [sellerId, retailerId],
  );
  if (payments.length === 0) return;
  const invoices = (await openInvoices(db, sellerId, retailerId)).filter((i) => i.openPaisa > 0);
  for (const p of payments) {
    let free = Number(p.free);
    for (const invoice of invoices) {
      if (free === 0) break;
      if (invoice.openPaisa === 0) continue;
      const part = Math.min(free, invoice.openPaisa);
      await allocate(db, sellerId, p.id, p.received_on, invoice, part);
      free -= part;
    }
  }
}

export interface NewInvoice {
  sellerId: string;
  retailerId: string;
  orderId: string;
  orderNumber: string;
  amountPaisa: number;
  issuedOn: string;
  dueDate: string;
  userId: string | null;
  overrideReason: string | null;
}

/** Posts an order's invoice (under the retailer's lock) and applies any credit the retailer has. */
export async function postInvoice(db: Queryable, inv: NewInvoice): Promise<void> {
  await db.query(
    `INSERT INTO retailer_invoices (seller_id, retailer_id, order_id, invoice_number, amount_paisa, issued_on, due_date, settled_on, override_reason, created_by)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, CASE WHEN $5::bigint = 0 THEN $6::date END, $8, $9)`,
    [inv.sellerId, inv.retailerId, inv.orderId, invoiceNumberOf(inv.orderNumber), inv.amountPaisa, inv.issuedOn, inv.dueDate, inv.overrideReason, inv.userId],
  );
  await applyCredit(db, inv.sellerId, inv.retailerId);
}

/**
 * Reverses a cancelled order's invoice on `on`: it no longer counts, the payments applied to it are
 * freed and applied to the retailer's other open invoices. Nothing happens for an order never invoiced.
 */
export async function reverseInvoice(db: Queryable, sellerId: string, orderId: string, on: string): Promise<void> {
  const [inv] = await db.query<{ id: string; retailer_id: string }>(
    `UPDATE retailer_invoices SET reversed_on = $3::date, settled_on = $3::date
      WHERE seller_id = $1 AND order_id = $2 AND reversed_on IS NULL RETURNING id, retailer_id`,
    [sellerId, orderId, on],
  );
  if (!inv) return;
  await db.query(`DELETE FROM payment_allocations WHERE seller_id = $1 AND invoice_id = $2`, [sellerId, inv.id]);
  await applyCredit(db, sellerId, inv.retailer_id);
}

export interface NewPayment {
  sellerId: string;
  retailerId: string;
  receivedOn: string;
  amountPaisa: number;
  method: PaymentMethod;
  reference: string;
  userId: string;
}

export async function recordPaymentRow(db: Queryable, p: NewPayment): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO retailer_payments (seller_id, retailer_id, received_on, amount_paisa, method, reference, recorded_by)
     VALUES ($1, $2, $3::date, $4, $5, $6, $7) RETURNING id`,
    [p.sellerId, p.retailerId, p.receivedOn, p.amountPaisa, p.method, p.reference, p.userId],
  );
  if (!row) throw new Error('payment insert returned no row');
  return row.id;
}
