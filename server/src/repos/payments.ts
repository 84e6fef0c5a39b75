import { lineDto, type StoredLine } from './orders.ts';
import type { Queryable, SqlParam } from '../db/index.ts';
import { paisaToRupees } from '../lib/money.ts';
import { likeContains } from '../lib/validation.ts';
import type { OrderStatus, PaymentStatus } from '../schemas/domain.ts';
import type { Transaction } from '../schemas/commerce.ts';

/** Credit terms when an order records no due date of its own. */
export const PAYMENT_TERMS_DAYS = 30;

// $2 is always today's PKT date. The due date is the order's own, else its PKT order day + terms.
const DUE_SQL = `COALESCE(o.payment_due_date, ((o.order_date AT TIME ZONE 'UTC') + interval '5 hours')::date + ${PAYMENT_TERMS_DAYS})`;
const STATUS_SQL = `CASE WHEN o.paid_at IS NOT NULL THEN 'Paid' WHEN ${DUE_SQL} < $2::date THEN 'Overdue' ELSE 'Pending' END`;
const STATUS_WHERE: Record<PaymentStatus, string> = {
  Paid: 'o.paid_at IS NOT NULL',
  Pending: `o.paid_at IS NULL AND ${DUE_SQL} >= $2::date`,
  Overdue: `o.paid_at IS NULL AND ${DUE_SQL} < $2::date`,
};

interface TransactionRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_city: string;
  order_date: Date;
  due_date: string;
  paid_at: Date | null;
  total_paisa: number;
  payment_status: PaymentStatus;
  [key: string]: unknown;
}

export const invoiceNumberOf = (orderNumber: string) => `INV-${orderNumber.replace(/^ORD-/i, '')}`;

function transactionDto(r: TransactionRow): Transaction {
  return {
    _id: r.id,
    orderNumber: r.order_number,
    invoiceNumber: invoiceNumberOf(r.order_number),
    retailer: r.customer_name,
    city: r.customer_city,
    orderDate: r.order_date.toISOString(),
    dueDate: r.due_date,
    paidAt: r.paid_at ? r.paid_at.toISOString() : null,
    amount: paisaToRupees(r.total_paisa),
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
 * Transactions are the seller's non-cancelled orders with their payment state; the summary covers
 * all of them whatever the filter.
 */
export async function listPayments(db: Queryable, sellerId: string, today: string, monthStart: Date, q: PaymentListQuery) {
  const where = [`o.seller_id = $1`, `o.status <> 'cancelled'`];
  const params: SqlParam[] = [sellerId, today];
  if (q.q && q.q.trim() !== '') {
    params.push(likeContains(q.q.trim()));
    const n = params.length;
    where.push(`(lower(o.customer_name) LIKE $${n} ESCAPE '\\' OR lower(o.order_number) LIKE $${n} ESCAPE '\\')`);
  }
  if (q.status) where.push(STATUS_WHERE[q.status]);
  const whereSql = where.join(' AND ');
  const countParams = [...params];
  params.push(q.pageSize, (q.page - 1) * q.pageSize);
  const searching = Boolean(q.q && q.q.trim() !== '');
  const [rows, countRows, [s]] = await Promise.all([
    db.query<TransactionRow>(
      `SELECT o.id, o.order_number, o.customer_name, o.customer_city, o.order_date, ${DUE_SQL}::text AS due_date, o.paid_at,
              o.total_paisa, ${STATUS_SQL} AS payment_status
         FROM orders o WHERE ${whereSql}
        ORDER BY o.order_date DESC, o.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    // Without a search the total is one of the summary's counts; a search counts its matches.
    searching ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${whereSql} AND $2::date IS NOT NULL`, countParams) : null,
    // Unpaid orders are few and have a partial index; paid ones this month come from the paid_at index;
    // the number of live orders from the trigger-maintained order_stats. No pass over every order.
    db.query<{
      received: number;
      received_n: number;
      pending: number;
      pending_n: number;
      overdue: number;
      overdue_n: number;
      live_n: number;
    }>(
      `SELECT r.received, r.received_n, u.pending, u.pending_n, u.overdue, u.overdue_n,
              (SELECT COALESCE(sum(n), 0)::int FROM order_stats WHERE seller_id = $1 AND status <> 'cancelled') AS live_n
         FROM (SELECT COALESCE(sum(total_paisa), 0)::bigint AS received, count(*)::int AS received_n
                 FROM orders o WHERE o.seller_id = $1 AND o.paid_at >= $3 AND o.status <> 'cancelled') r,
              (SELECT COALESCE(sum(total_paisa) FILTER (WHERE ${DUE_SQL} >= $2::date), 0)::bigint AS pending,
                      count(*) FILTER (WHERE ${DUE_SQL} >= $2::date)::int AS pending_n,
                      COALESCE(sum(total_paisa) FILTER (WHERE ${DUE_SQL} < $2::date), 0)::bigint AS overdue,
                      count(*) FILTER (WHERE ${DUE_SQL} < $2::date)::int AS overdue_n
                 FROM orders o WHERE o.seller_id = $1 AND o.paid_at IS NULL AND o.status <> 'cancelled') u`,
      [sellerId, today, monthStart],
    ),
  ]);
  const pendingN = s?.pending_n ?? 0;
  const overdueN = s?.overdue_n ?? 0;
  const liveN = s?.live_n ?? 0;
  const byStatus: Record<PaymentStatus, number> = { Paid: liveN - pendingN - overdueN, Pending: pendingN, Overdue: overdueN };
  const total = countRows ? (countRows[0]?.n ?? 0) : q.status ? byStatus[q.status] : liveN;
  return {
    transactions: rows.map(transactionDto),
    summary: {
      receivedThisMonth: { amount: paisaToRupees(s?.received ?? 0), count: s?.received_n ?? 0 },
      pending: { amount: paisaToRupees(s?.pending ?? 0), count: s?.pending_n ?? 0 },
      overdue: { amount: paisaToRupees(s?.overdue ?? 0), count: s?.overdue_n ?? 0 },
    },
    pagination: { page: q.page, pageSize: q.pageSize, total },
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
      seller_email: string | null;
      retailer_name: string | null;
      retailer_city: string | null;
      province: string | null;
      retailer_phone: string | null;
    }
  >(
    `SELECT o.id, o.order_number, o.customer_name, o.customer_city, o.order_date, ${DUE_SQL}::text AS due_date, o.paid_at,
            o.total_paisa, o.discount_paisa, ${STATUS_SQL} AS payment_status, o.status, o.items,
            s.company_name, s.city AS seller_city, s.state AS seller_state, s.zip_code, s.phone AS seller_phone, s.ntn,
            (SELECT u.email FROM users u WHERE u.seller_id = s.id ORDER BY u.created_at, u.id LIMIT 1) AS seller_email,
            r.name AS retailer_name, r.city AS retailer_city, r.province, r.phone AS retailer_phone, o.delivery_address AS address
       FROM orders o
       JOIN sellers s ON s.id = o.seller_id
       LEFT JOIN retailers r ON r.id = o.retailer_id AND r.seller_id = o.seller_id
      WHERE o.seller_id = $1 AND o.id = $3 AND o.status <> 'cancelled'`,
    [sellerId, today, orderId],
  );
  if (!r) return undefined;
  const lines = (r.items ?? []).map(lineDto);
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
      email: r.seller_email ?? '',
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
  };
}
