/**
 * Reading retailer accounts (issue 23): the directory, one retailer's page, a statement over a period
 * and receivables aging. Figures are the ledger's sums (modules/receivables/queries/ledger.ts) as of `today` (PKT).
 */
import type { Queryable, SqlParam } from '../../../platform/db/index.ts';
import { paisaToRupees } from '../../../platform/lib/money.ts';
import { likeContains } from '../../../platform/lib/validation.ts';
import { ACCOUNT_COLUMNS, ACCOUNT_FROM, accountOf, getAccount, ledgerSums, type AccountRow, type AccountSqlRow, type LedgerSums } from './ledger.ts';
import { salesTaxOf, taxRateSql } from '../../orders/index.ts';
import type { AccountStanding, AgingBucket, OrderStatus, PaymentMethod, PaymentStatus, PaymentTerms } from '../../../platform/schemas/domain.ts';
import type {
  AgingAmounts,
  AgingRow,
  LedgerInvoice,
  ReceivedPayment,
  RetailerAccount,
  RetailerAccountDetail,
  Statement,
  StatementLine,
} from '../schemas/credit.ts';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  mobile_wallet: 'JazzCash/Easypaisa',
};

function accountDto(a: AccountRow, s: LedgerSums): RetailerAccount {
  return {
    _id: a.id,
    name: a.name,
    city: a.city,
    province: a.province,
    phone: a.phone,
    address: a.address,
    creditLimit: a.creditLimitPaisa === null ? null : paisaToRupees(a.creditLimitPaisa),
    paymentTerms: a.paymentTerms,
    outstanding: paisaToRupees(s.outstandingPaisa),
    overdue: paisaToRupees(s.overduePaisa),
    available: a.creditLimitPaisa === null ? null : paisaToRupees(Math.max(0, a.creditLimitPaisa - Math.max(0, s.outstandingPaisa))),
    oldestOverdueDays: s.oldestOverdueDays,
  };
}

const NO_SUMS: LedgerSums = { outstandingPaisa: 0, overduePaisa: 0, oldestOverdueDays: null, unallocatedPaisa: 0 };

// A retailer's open invoices past due, and what it owes, as SQL over the ledger ($1 seller, $2 today).
const OVERDUE_EXISTS = `EXISTS (SELECT 1 FROM retailer_invoices i WHERE i.seller_id = $1 AND i.retailer_id = r.id AND i.settled_on IS NULL AND i.due_date < $2::date)`;
const OWED = `((SELECT COALESCE(sum(amount_paisa), 0) FROM retailer_invoices WHERE seller_id = $1 AND retailer_id = r.id AND reversed_on IS NULL)
              - (SELECT COALESCE(sum(amount_paisa), 0) FROM retailer_payments WHERE seller_id = $1 AND retailer_id = r.id))`;
const STANDING_WHERE: Record<AccountStanding, string> = {
  within_terms: `NOT ${OVERDUE_EXISTS} AND (r.credit_limit_paisa IS NULL OR ${OWED} < r.credit_limit_paisa)`,
  overdue: OVERDUE_EXISTS,
  over_limit: `r.credit_limit_paisa IS NOT NULL AND ${OWED} >= r.credit_limit_paisa`,
};

/** A page of the directory: retailers whose name or city contains `q`, by name, with their sums. */
export async function listAccounts(
  db: Queryable,
  sellerId: string,
  today: string,
  query: { q: string; standing?: AccountStanding | undefined; limit: number; offset: number },
): Promise<{ accounts: RetailerAccount[]; total: number }> {
  const where = ['r.seller_id = $1', '$2::date IS NOT NULL'];
  const params: SqlParam[] = [sellerId, today];
  const term = query.q.trim();
  if (term) {
    params.push(likeContains(term));
    where.push(`(lower(r.name) LIKE $${params.length} ESCAPE '\\' OR lower(r.city) LIKE $${params.length} ESCAPE '\\')`);
  }
  if (query.standing) where.push(STANDING_WHERE[query.standing]);
  const whereSql = where.join(' AND ');
  // The page and the number of matches in one statement (the window counts before the limit);
  // only a page past the end, which has no row to carry the count, counts again.
  const rows = await db.query<AccountSqlRow & { matches: number }>(
    `SELECT count(*) OVER () AS matches, ${ACCOUNT_COLUMNS} ${ACCOUNT_FROM} WHERE ${whereSql}
      ORDER BY r.name, r.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  const total =
    rows[0]?.matches ??
    (query.offset === 0 ? 0 : ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM retailers r WHERE ${whereSql}`, params))[0]?.n ?? 0));
  const sums = await ledgerSums(
    db,
    sellerId,
    rows.map((r) => r.id),
    today,
  );
  const accounts = rows.map((r) => accountDto(accountOf(r), sums.get(r.id) ?? NO_SUMS));
  return { accounts, total: Number(total) };
}

interface InvoiceSqlRow {
  id: string;
  order_id: string;
  order_number: string;
  invoice_number: string;
  issued_on: string;
  due_date: string;
  amount: string;
  paid: string;
  reversed: boolean;
  [key: string]: unknown;
}

function invoiceDto(r: InvoiceSqlRow, today: string): LedgerInvoice {
  const amount = Number(r.amount);
  const paid = Number(r.paid);
  const open = r.reversed ? 0 : amount - paid;
  const late = open > 0 && r.due_date < today;
  const status: PaymentStatus = open === 0 ? 'Paid' : late ? 'Overdue' : 'Pending';
  return {
    _id: r.id,
    orderId: r.order_id,
    orderNumber: r.order_number,
    invoiceNumber: r.invoice_number,
    issuedOn: r.issued_on,
    dueDate: r.due_date,
    amount: paisaToRupees(amount),
    paid: paisaToRupees(paid),
    open: paisaToRupees(open),
    status,
    daysOverdue: late ? Math.round((Date.parse(today) - Date.parse(r.due_date)) / 86_400_000) : 0,
    reversed: r.reversed,
  };
}

const INVOICE_SELECT = `SELECT i.id, i.order_id, o.order_number, i.invoice_number, i.issued_on::text, i.due_date::text, i.amount_paisa::text AS amount,
        COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.invoice_id = i.id), 0)::text AS paid,
        i.reversed_on IS NOT NULL AS reversed
   FROM retailer_invoices i JOIN orders o ON o.id = i.order_id`;

/** One retailer's page: contact, terms, sums, open and recent invoices, recent payments and orders. */
export async function getAccountDetail(db: Queryable, sellerId: string, retailerId: string, today: string): Promise<RetailerAccountDetail | undefined> {
  const account = await getAccount(db, sellerId, retailerId);
  if (!account) return undefined;
  const [sums, open, settled, payments, orders, [count]] = await Promise.all([
    ledgerSums(db, sellerId, [retailerId], today),
    db.query<InvoiceSqlRow>(`${INVOICE_SELECT} WHERE i.seller_id = $1 AND i.retailer_id = $2 AND i.settled_on IS NULL ORDER BY i.due_date, i.issued_on, i.id`, [
      sellerId,
      retailerId,
    ]),
    db.query<InvoiceSqlRow>(
      `${INVOICE_SELECT} WHERE i.seller_id = $1 AND i.retailer_id = $2 AND i.settled_on IS NOT NULL ORDER BY i.settled_on DESC, i.issued_on DESC, i.id LIMIT 20`,
      [sellerId, retailerId],
    ),
    recentPayments(db, sellerId, retailerId, 20),
    db.query<{ id: string; order_number: string; order_date: Date; status: OrderStatus; total_paisa: string; sales_tax_bps: number | null }>(
      `SELECT id, order_number, order_date, status, total_paisa::text, ${taxRateSql('orders')} AS sales_tax_bps FROM orders WHERE seller_id = $1 AND retailer_id = $2
        ORDER BY order_date DESC, id DESC LIMIT 10`,
      [sellerId, retailerId],
    ),
    db.query<{ n: number }>(`SELECT COALESCE(sum(n), 0)::int AS n FROM order_retailer_stats WHERE seller_id = $1 AND retailer_id = $2`, [sellerId, retailerId]),
  ]);
  const s = sums.get(retailerId) ?? NO_SUMS;
  return {
    ...accountDto(account, s),
    invoices: [...open, ...settled].map((r) => invoiceDto(r, today)),
    payments,
    orders: orders.map((o) => ({
      _id: o.id,
      orderNumber: o.order_number,
      orderDate: o.order_date.toISOString(),
      status: o.status,
      total: paisaToRupees(Number(o.total_paisa)),
      ...salesTaxOf(Number(o.total_paisa), o.sales_tax_bps),
    })),
    orderCount: count?.n ?? 0,
    unallocated: paisaToRupees(s.unallocatedPaisa),
  };
}

/** The retailer's latest payments, newest first, with the invoices each paid. */
export async function recentPayments(db: Queryable, sellerId: string, retailerId: string, limit: number, paymentId?: string): Promise<ReceivedPayment[]> {
  const rows = await db.query<{
    id: string;
    received_on: string;
    amount: string;
    method: PaymentMethod;
    reference: string;
    recorded_by: string | null;
    created_at: Date;
    allocations: { invoiceId: string; invoiceNumber: string; amount: string }[] | null;
  }>(
    `SELECT p.id, p.received_on::text, p.amount_paisa::text AS amount, p.method, p.reference, p.created_at,
            NULLIF(trim(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), '') AS recorded_by,
            (SELECT json_agg(json_build_object('invoiceId', i.id, 'invoiceNumber', i.invoice_number, 'amount', a.amount_paisa::text)
                             ORDER BY i.due_date, i.issued_on, i.id)
               FROM payment_allocations a JOIN retailer_invoices i ON i.id = a.invoice_id WHERE a.payment_id = p.id) AS allocations
       FROM retailer_payments p LEFT JOIN users u ON u.id = p.recorded_by
      WHERE p.seller_id = $1 AND p.retailer_id = $2 AND ($4::uuid IS NULL OR p.id = $4::uuid)
      ORDER BY p.received_on DESC, p.created_at DESC, p.id DESC LIMIT $3`,
    [sellerId, retailerId, limit, paymentId ?? null],
  );
  return rows.map((p) => {
    const allocations = (p.allocations ?? []).map((a) => ({ invoiceId: a.invoiceId, invoiceNumber: a.invoiceNumber, amount: paisaToRupees(Number(a.amount)) }));
    const applied = (p.allocations ?? []).reduce((sum, a) => sum + Number(a.amount), 0);
    return {
      _id: p.id,
      receivedOn: p.received_on,
      amount: paisaToRupees(Number(p.amount)),
      method: p.method,
      reference: p.reference,
      recordedBy: p.recorded_by ?? (p.reference === 'Recorded before the credit ledger' ? 'Before the ledger' : 'Former member'),
      recordedAt: p.created_at.toISOString(),
      allocations,
      unallocated: paisaToRupees(Number(p.amount) - applied),
    };
  });
}

/**
 * A statement: the balance owed before `from`, every invoice, reversal and payment from `from` to
 * `to` (inclusive) with the running balance, and the balance at the end.
 */
export async function getStatement(db: Queryable, sellerId: string, retailerId: string, from: string, to: string): Promise<Statement | undefined> {
  const account = await getAccount(db, sellerId, retailerId);
  if (!account) return undefined;
  const [[opening], entries, [seller]] = await Promise.all([
    db.query<{ balance: string }>(
      `SELECT ((SELECT COALESCE(sum(amount_paisa), 0) FROM retailer_invoices WHERE seller_id = $1 AND retailer_id = $2 AND issued_on < $3::date)
             - (SELECT COALESCE(sum(amount_paisa), 0) FROM retailer_invoices WHERE seller_id = $1 AND retailer_id = $2 AND reversed_on < $3::date)
             - (SELECT COALESCE(sum(amount_paisa), 0) FROM retailer_payments WHERE seller_id = $1 AND retailer_id = $2 AND received_on < $3::date))::text AS balance`,
      [sellerId, retailerId, from],
    ),
    db.query<{
      day: string;
      kind: StatementLine['kind'];
      number: string;
      order_number: string | null;
      method: PaymentMethod | null;
      reference: string;
      amount: string;
    }>(
      `SELECT * FROM (
         SELECT i.issued_on::text AS day, 'invoice' AS kind, i.invoice_number AS number, o.order_number, NULL AS method, '' AS reference,
                i.amount_paisa::text AS amount, 0 AS rank, i.created_at AS at
           FROM retailer_invoices i JOIN orders o ON o.id = i.order_id
          WHERE i.seller_id = $1 AND i.retailer_id = $2 AND i.issued_on BETWEEN $3::date AND $4::date
         UNION ALL
         SELECT i.reversed_on::text, 'reversal', i.invoice_number, o.order_number, NULL, '', i.amount_paisa::text, 1, i.created_at
           FROM retailer_invoices i JOIN orders o ON o.id = i.order_id
          WHERE i.seller_id = $1 AND i.retailer_id = $2 AND i.reversed_on BETWEEN $3::date AND $4::date
         UNION ALL
         SELECT p.received_on::text, 'payment', '', NULL, p.method, p.reference, p.amount_paisa::text, 2, p.created_at
           FROM retailer_payments p
          WHERE p.seller_id = $1 AND p.retailer_id = $2 AND p.received_on BETWEEN $3::date AND $4::date
       ) e ORDER BY day, rank, at`,
      [sellerId, retailerId, from, to],
    ),
    db.query<{ company_name: string; city: string; phone: string; ntn: string }>(`SELECT company_name, city, phone, ntn FROM sellers WHERE id = $1`, [
      sellerId,
    ]),
  ]);
  const openingPaisa = Number(opening?.balance ?? 0);
  let balance = openingPaisa;
  let debit = 0;
  let credit = 0;
  const lines: StatementLine[] = entries.map((e) => {
    const amount = Number(e.amount);
    const isDebit = e.kind === 'invoice';
    balance += isDebit ? amount : -amount;
    if (isDebit) debit += amount;
    else credit += amount;
    const description =
      e.kind === 'invoice'
        ? `Invoice for order ${e.order_number ?? ''}`
        : e.kind === 'reversal'
          ? `Order ${e.order_number ?? ''} cancelled: invoice reversed`
          : `Payment received (${e.method ? PAYMENT_METHOD_LABELS[e.method] : ''})`;
    return {
      date: e.day,
      kind: e.kind,
      description,
      reference: e.kind === 'payment' ? e.reference : e.number,
      debit: paisaToRupees(isDebit ? amount : 0),
      credit: paisaToRupees(isDebit ? 0 : amount),
      balance: paisaToRupees(balance),
    };
  });
  return {
    retailer: { _id: account.id, name: account.name, city: account.city, province: account.province, phone: account.phone, address: account.address },
    seller: { companyName: seller?.company_name ?? '', city: seller?.city ?? '', phone: seller?.phone ?? '', ntn: seller?.ntn ?? '' },
    from,
    to,
    openingBalance: paisaToRupees(openingPaisa),
    lines,
    totalDebit: paisaToRupees(debit),
    totalCredit: paisaToRupees(credit),
    closingBalance: paisaToRupees(balance),
  };
}

/** The default statement period: the last three calendar months up to today. */
export function defaultStatementPeriod(today: string): { from: string; to: string } {
  const d = new Date(`${today}T00:00:00Z`);
  const from = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
  return { from, to: today };
}

/** Each bucket's column in SQL and in the answer, and which days past due it holds. */
const BUCKETS: Record<AgingBucket, { sql: string; key: keyof Omit<AgingAmounts, 'total'>; days: string }> = {
  current: { sql: 'current', key: 'current', days: 'late <= 0' },
  '1-30': { sql: 'd1_30', key: 'days1to30', days: 'late BETWEEN 1 AND 30' },
  '31-60': { sql: 'd31_60', key: 'days31to60', days: 'late BETWEEN 31 AND 60' },
  '61-90': { sql: 'd61_90', key: 'days61to90', days: 'late BETWEEN 61 AND 90' },
  '90+': { sql: 'd90_plus', key: 'days90plus', days: 'late > 90' },
};
const BUCKET_LIST = Object.values(BUCKETS);

export interface AgingQuery {
  q: string;
  bucket?: AgingBucket | undefined;
  limit: number | null;
  offset: number;
}

/**
 * Receivables aging: per retailer with anything open, the open part of its invoices by days past
 * due, most overdue first; the totals cover every retailer the filters keep. Reads only open invoices
 * (a partial index), however many settled ones there are.
 */
export async function agingReport(
  db: Queryable,
  sellerId: string,
  today: string,
  query: AgingQuery,
): Promise<{ rows: AgingRow[]; totals: AgingAmounts; total: number }> {
  const params: SqlParam[] = [sellerId, today];
  const where: string[] = [];
  const term = query.q.trim();
  if (term) {
    params.push(likeContains(term));
    where.push(`(lower(r.name) LIKE $${params.length} ESCAPE '\\' OR lower(r.city) LIKE $${params.length} ESCAPE '\\')`);
  }
  if (query.bucket) where.push(`b.${BUCKETS[query.bucket].sql} > 0`);
  const sums = BUCKET_LIST.map((k) => `COALESCE(sum(open) FILTER (WHERE ${k.days}), 0) AS ${k.sql}`).join(', ');
  params.push(query.limit, query.offset);
  const rows = await db.query<
    Record<string, string> & { retailer_id: string; name: string; city: string; credit_limit_paisa: string | null; payment_terms: PaymentTerms }
  >(
    `WITH open_parts AS (
       SELECT i.retailer_id, $2::date - i.due_date AS late,
              i.amount_paisa - COALESCE((SELECT sum(a.amount_paisa) FROM payment_allocations a WHERE a.invoice_id = i.id), 0) AS open
         FROM retailer_invoices i WHERE i.seller_id = $1 AND i.settled_on IS NULL),
     b AS (SELECT retailer_id, ${sums}, sum(open) AS total FROM open_parts GROUP BY retailer_id HAVING sum(open) > 0),
     kept AS (SELECT r.id AS retailer_id, r.name, r.city, r.credit_limit_paisa::text, r.payment_terms, b.current, ${BUCKET_LIST.slice(1)
       .map((k) => `b.${k.sql}`)
       .join(', ')}, b.total
                FROM b JOIN retailers r ON r.id = b.retailer_id AND r.seller_id = $1
               ${where.length ? `WHERE ${where.join(' AND ')}` : ''})
     SELECT kept.*, count(*) OVER ()::text AS n, ${BUCKET_LIST.map((k) => `sum(${k.sql}) OVER ()::text AS all_${k.sql}`).join(', ')},
            sum(total) OVER ()::text AS all_total
       FROM kept
      ORDER BY (total - current) DESC, total DESC, name, retailer_id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const money = (v: string | undefined) => paisaToRupees(Number(v ?? 0));
  const first = rows[0];
  const amounts = (r: Record<string, string> | undefined, prefix: string) =>
    Object.fromEntries(BUCKET_LIST.map((k) => [k.key, money(r?.[`${prefix}${k.sql}`])])) as Omit<AgingAmounts, 'total'>;
  const totals: AgingAmounts = { ...amounts(first, 'all_'), total: money(first?.all_total) };
  return {
    rows: rows.map((r) => ({
      retailerId: r.retailer_id,
      name: r.name,
      city: r.city,
      creditLimit: r.credit_limit_paisa === null ? null : money(r.credit_limit_paisa),
      paymentTerms: r.payment_terms,
      ...amounts(r, ''),
      total: money(r.total),
    })),
    totals,
    total: Number(first?.n ?? 0),
  };
}
