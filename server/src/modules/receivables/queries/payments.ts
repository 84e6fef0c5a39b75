import { lineDto, type StoredLine } from '../../orders/index.ts';
import type { Queryable, SqlParam } from '../../../platform/db/index.ts';
import { bpsToPercent, paisaToRupees, taxPaisa } from '../../../platform/lib/money.ts';
import { likeContains } from '../../../platform/lib/validation.ts';
import type { OrderStatus, PaymentStatus, PaymentTerms } from '../../../platform/schemas/domain.ts';
import { dueDateFor, invoiceNumberOf } from './ledger.ts';
import { pktDayStart } from '../../../platform/lib/pkt-dates.ts';
import type { Transaction } from '../schemas/payments.ts';

// Transactions are the ledger's invoices (modules/receivables/queries/ledger.ts) that were not reversed; $2 is always
// today's PKT date. Paid once settled, else Overdue after the due date, else Pending.
const OPEN_SQL = `(i.amount_paisa - COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.invoice_id = i.id), 0))`;
const STATUS_SQL = `CASE WHEN i.settled_on IS NOT NULL THEN 'Paid' WHEN i.due_date < $2::date THEN 'Overdue' ELSE 'Pending' END`;
const STATUS_WHERE: Record<PaymentStatus, string> = {
  Paid: 'i.settled_on IS NOT NULL',
  Pending: `i.settled_on IS NULL AND i.due_date >= $2::date`,
  Overdue: `i.settled_on IS NULL AND i.due_date < $2::date`,
};

interface TransactionRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_city: string;
  order_date: Date;
  /** Null for a pro forma invoice (an order not confirmed yet). */
  issued_on: string | null;
  due_date: string;
  settled_on: string | null;
  total_paisa: number;
  payment_status: PaymentStatus;
  [key: string]: unknown;
}

function transactionDto(r: TransactionRow): Transaction {
  return {
    _id: r.id,
    orderNumber: r.order_number,
    invoiceNumber: invoiceNumberOf(r.order_number),
    retailer: r.customer_name,
    city: r.customer_city,
    orderDate: r.order_date.toISOString(),
    issuedOn: r.issued_on,
    dueDate: r.due_date,
    paidAt: r.settled_on ? pktDayStart(r.settled_on).toISOString() : null,
    amount: paisaToRupees(Number(r.total_paisa)),
    status: r.payment_status,
  };
}

export interface PaymentListQuery {
  q?: string | undefined;
  status?: PaymentStatus | undefined;
  page: number;
  pageSize: number;
}

/**
 * Transactions are the seller's invoices (posted when orders are confirmed, not reversed), newest first, with their
 * payment state; the summary covers all of them whatever the filter: payments received this month,
 * and the open part of invoices not yet due and past due.
 */
export async function listPayments(db: Queryable, sellerId: string, today: string, monthStart: string, q: PaymentListQuery) {
  // $2 (today) is typed even where no status filter reads it.
  const where = [`i.seller_id = $1`, `i.reversed_on IS NULL`, `$2::date IS NOT NULL`];
  const params: SqlParam[] = [sellerId, today];
  if (q.q && q.q.trim() !== '') {
    params.push(likeContains(q.q.trim()));
    const n = params.length;
    where.push(`(lower(o.customer_name) LIKE $${n} ESCAPE '\\' OR lower(o.order_number) LIKE $${n} ESCAPE '\\')`);
  }
  if (q.status) where.push(STATUS_WHERE[q.status]);
  const whereSql = where.join(' AND ');
  const searching = params.length > 2;
  const countParams = [...params];
  params.push(q.pageSize, (q.page - 1) * q.pageSize);
  const [rows, [count], [s]] = await Promise.all([
    db.query<TransactionRow>(
      `SELECT o.id, o.order_number, o.customer_name, o.customer_city, o.order_date, i.issued_on::text AS issued_on, i.due_date::text AS due_date,
              i.settled_on::text AS settled_on, i.amount_paisa AS total_paisa, ${STATUS_SQL} AS payment_status
         FROM retailer_invoices i JOIN orders o ON o.id = i.order_id
        WHERE ${whereSql}
        ORDER BY i.issued_on DESC, i.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    // Only a search needs the orders (names and numbers live there).
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM retailer_invoices i ${searching ? 'JOIN orders o ON o.id = i.order_id' : ''} WHERE ${whereSql}`,
      countParams,
    ),
    // Payments this month from their date index; open invoices are few and have a partial index.
    db.query<{ received: string; received_n: number; pending: string; pending_n: number; overdue: string; overdue_n: number }>(
      `SELECT r.received, r.received_n, u.pending, u.pending_n, u.overdue, u.overdue_n
         FROM (SELECT COALESCE(sum(amount_paisa), 0)::text AS received, count(*)::int AS received_n
                 FROM retailer_payments WHERE seller_id = $1 AND received_on >= $3::date) r,
              (SELECT COALESCE(sum(open) FILTER (WHERE due_date >= $2::date), 0)::text AS pending,
                      count(*) FILTER (WHERE due_date >= $2::date)::int AS pending_n,
                      COALESCE(sum(open) FILTER (WHERE due_date < $2::date), 0)::text AS overdue,
                      count(*) FILTER (WHERE due_date < $2::date)::int AS overdue_n
                 FROM (SELECT i.due_date, ${OPEN_SQL} AS open FROM retailer_invoices i WHERE i.seller_id = $1 AND i.settled_on IS NULL) x) u`,
      [sellerId, today, monthStart],
    ),
  ]);
  return {
    transactions: rows.map(transactionDto),
    summary: {
      receivedThisMonth: { amount: paisaToRupees(Number(s?.received ?? 0)), count: s?.received_n ?? 0 },
      pending: { amount: paisaToRupees(Number(s?.pending ?? 0)), count: s?.pending_n ?? 0 },
      overdue: { amount: paisaToRupees(Number(s?.overdue ?? 0)), count: s?.overdue_n ?? 0 },
    },
    pagination: { page: q.page, pageSize: q.pageSize, total: count?.n ?? 0 },
  };
}

/** Everything a printable invoice for one of the seller's orders shows (cancelled orders have none). */
export async function getInvoice(db: Queryable, sellerId: string, today: string, orderId: string) {
  const [r] = await db.query<
    TransactionRow & {
      status: OrderStatus;
      items: StoredLine[] | null;
      discount_paisa: number;
      address: string | null;
      company_name: string;
      seller_city: string;
      seller_state: string;
      zip_code: string;
      seller_phone: string;
      ntn: string;
      seller_email: string;
      retailer_name: string | null;
      retailer_city: string | null;
      province: string | null;
      retailer_phone: string | null;
      invoiced: boolean;
      issued_on: string | null;
      payment_terms: PaymentTerms | null;
      rabi_due_date: string;
      kharif_due_date: string;
      sales_tax_bps: number | null;
    }
  >(
    `SELECT o.id, o.order_number, o.customer_name, o.customer_city, o.order_date, i.due_date::text AS due_date, i.settled_on::text AS settled_on,
            o.total_paisa, o.discount_paisa, CASE WHEN i.id IS NULL THEN 'Pending' ELSE ${STATUS_SQL} END AS payment_status, o.status, o.items,
            i.id IS NOT NULL AS invoiced, i.issued_on::text AS issued_on, r.payment_terms, s.rabi_due_date, s.kharif_due_date,
            CASE WHEN i.id IS NULL THEN s.sales_tax_bps ELSE i.sales_tax_bps END AS sales_tax_bps,
            s.company_name, s.city AS seller_city, s.state AS seller_state, s.zip_code, s.phone AS seller_phone, s.ntn,
            s.contact_email AS seller_email,
            r.name AS retailer_name, r.city AS retailer_city, r.province, r.phone AS retailer_phone, o.delivery_address AS address
       FROM orders o
       JOIN sellers s ON s.id = o.seller_id
       LEFT JOIN retailers r ON r.id = o.retailer_id AND r.seller_id = o.seller_id
       LEFT JOIN retailer_invoices i ON i.order_id = o.id AND i.seller_id = o.seller_id AND i.reversed_on IS NULL
      WHERE o.seller_id = $1 AND o.id = $3 AND o.status <> 'cancelled'`,
    [sellerId, today, orderId],
  );
  if (!r) return undefined;
  // An order not confirmed yet has no invoice on the ledger: this one is pro forma, due as it would be if issued today.
  if (!r.invoiced) r.due_date = dueDateFor(r.payment_terms ?? 'net30', today, { rabiDueDate: r.rabi_due_date, kharifDueDate: r.kharif_due_date });
  const lines = (r.items ?? []).map(lineDto);
  // The rate the invoice was issued with (a pro forma one: today's), on the total after discounts.
  const tax = r.sales_tax_bps === null ? null : { bps: r.sales_tax_bps, paisa: taxPaisa(Number(r.total_paisa), r.sales_tax_bps) };
  return {
    ...transactionDto(r),
    orderStatus: r.status,
    seller: {
      companyName: r.company_name,
      city: r.seller_city,
      state: r.seller_state,
      zipCode: r.zip_code,
      phone: r.seller_phone,
      ntn: r.ntn,
      email: r.seller_email,
    },
    retailer: {
      name: r.retailer_name ?? r.customer_name,
      city: r.retailer_city ?? r.customer_city,
      province: r.province ?? '',
      phone: r.retailer_phone ?? '',
      address: r.address ?? '',
    },
    lines,
    subtotal: paisaToRupees(Number(r.total_paisa) + Number(r.discount_paisa)),
    discount: paisaToRupees(r.discount_paisa),
    total: paisaToRupees(r.total_paisa),
    salesTax: tax && { rate: bpsToPercent(tax.bps), amount: paisaToRupees(tax.paisa) },
    grandTotal: paisaToRupees(Number(r.total_paisa) + (tax?.paisa ?? 0)),
    issued: r.invoiced,
  };
}
