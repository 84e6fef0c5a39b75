import { queryJson, type Queryable, type SqlParam } from '../../../platform/db/index.ts';
import { bpsToPercent, paisaToRupees, taxPaisa } from '../../../platform/lib/money.ts';
import { likeContains } from '../../../platform/lib/validation.ts';
import { pktDate, pktDayStart } from '../../../platform/lib/pkt-dates.ts';
import { decodeCursor, encodeCursor, isCursorTimestamp } from '../../../platform/lib/page-cursor.ts';
import { IN_PROGRESS_STATUSES, statusesOf, type OrderStatus, type OrderStatusFilter } from '../../../platform/schemas/domain.ts';
import type { Order, OrderDetail, OrderItem } from '../schemas/orders.ts';
import { nextStatuses } from '../schemas/order-lifecycle.ts';

/** An order line as stored in `orders.items` (a snapshot of what was sold, at the price it was sold at). */
export interface StoredLine {
  productId?: string;
  productName: string;
  sku: string;
  quantity: number;
  unitPricePaisa: number;
  /** Taken off the line by its rule; absent on lines saved before rules priced orders. */
  discountPaisa?: number;
  ruleId?: string;
  ruleName?: string;
  ruleDiscount?: number;
}

/** An order's columns as a list reads them (LIST_COLUMNS). */
interface ListedOrderRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_city: string;
  /** A Date from a row, ISO text from the list's JSON. */
  order_date: Date | string;
  total_paisa: number;
  status: OrderStatus;
  notes: string | null;
  updated_at: Date | string;
  /** The rate its invoice was issued with, else the company's in Settings; null: no sales tax. */
  sales_tax_bps: number | null;
  [key: string]: unknown;
}

interface OrderRow extends ListedOrderRow {
  items: StoredLine[];
}

export function lineDto(i: StoredLine): OrderItem {
  const discount = i.discountPaisa ?? 0;
  return {
    productId: i.productId ?? null,
    productName: i.productName,
    sku: i.sku,
    quantity: i.quantity,
    unitPrice: paisaToRupees(i.unitPricePaisa),
    discount: paisaToRupees(discount),
    lineTotal: paisaToRupees(i.unitPricePaisa * i.quantity - discount),
    rule: i.ruleId ? { _id: i.ruleId, name: i.ruleName ?? '', discount: i.ruleDiscount ?? 0 } : null,
  };
}

/** An order as a list shows it: everything but its lines, which only its page shows. */
export type OrderListRow = Omit<Order, 'items'>;

/** An order's sales tax, as its invoice shows it: the rate on the total after discounts. */
export function salesTaxOf(totalPaisa: number, bps: number | null) {
  const paisa = bps === null ? 0 : taxPaisa(totalPaisa, bps);
  return { salesTax: bps === null ? null : { rate: bpsToPercent(bps), amount: paisaToRupees(paisa) }, grandTotal: paisaToRupees(totalPaisa + paisa) };
}

function listRowDto(r: ListedOrderRow): OrderListRow {
  return {
    _id: r.id,
    orderNumber: r.order_number,
    customer: { name: r.customer_name, city: r.customer_city },
    orderDate: new Date(r.order_date).toISOString(),
    total: paisaToRupees(r.total_paisa),
    ...salesTaxOf(Number(r.total_paisa), r.sales_tax_bps),
    status: r.status,
    notes: r.notes,
    updatedAt: new Date(r.updated_at).toISOString(),
    nextStatuses: [...nextStatuses(r.status)],
  };
}

function toDto(r: OrderRow): Order {
  return { ...listRowDto(r), items: (r.items ?? []).map(lineDto) };
}

/**
 * An order's sales tax rate ($1 the seller), as the invoice page reads it: its invoice's rate, or
 * before it is invoiced (or once the invoice is reversed) the company's rate in Settings.
 */
export const taxRateSql = (order: string) => `(SELECT CASE WHEN i.id IS NULL THEN s.sales_tax_bps ELSE i.sales_tax_bps END FROM sellers s
    LEFT JOIN retailer_invoices i ON i.order_id = ${order}.id AND i.seller_id = s.id AND i.reversed_on IS NULL WHERE s.id = $1)`;

/** A list's columns: the lines stay in the table (about two thirds of a list's bytes). */
const LIST_COLUMNS = `id, order_number, customer_name, customer_city, order_date, total_paisa, status, notes, updated_at, ${taxRateSql('orders')} AS sales_tax_bps`;

export const ORDER_SORTS = {
  date_desc: 'order_date DESC, id DESC',
  date_asc: 'order_date ASC, id ASC',
  total_desc: 'total_paisa DESC, id DESC',
  total_asc: 'total_paisa ASC, id ASC',
} as const;
export type OrderSort = keyof typeof ORDER_SORTS;

/** Each sort's key column and the comparison that goes down it. */
const KEYSET: Record<OrderSort, { column: string; op: '<' | '>' }> = {
  date_desc: { column: 'order_date', op: '<' },
  date_asc: { column: 'order_date', op: '>' },
  total_desc: { column: 'total_paisa', op: '<' },
  total_asc: { column: 'total_paisa', op: '>' },
};

export interface OrderListQuery {
  q?: string | undefined;
  status?: OrderStatusFilter | undefined;
  from?: Date | undefined;
  /** Exclusive upper bound. */
  toExclusive?: Date | undefined;
  page: number;
  pageSize: number;
  sort: OrderSort;
  /** Where the page starts (the previous page's nextCursor): then `page` only labels it. */
  after?: OrderCursor | undefined;
}

/** The last row of a page in its sort: its sort value (a date as the database's text, or paisa) and id. */
export interface OrderCursor {
  key: string | number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A page's cursor as the client carries it: opaque, tied to its sort. */
export function encodeOrderCursor(sort: OrderSort, c: OrderCursor): string {
  return encodeCursor([sort, c.key, c.id]);
}

/** The cursor, or undefined when the text is none of this sort's (made up, or from another sort). */
export function decodeOrderCursor(sort: OrderSort, text: string): OrderCursor | undefined {
  const [s, key, id] = decodeCursor(text, 3) ?? [];
  if (s !== sort || typeof id !== 'string' || !UUID.test(id)) return undefined;
  const dated = KEYSET[sort].column === 'order_date';
  if (dated ? isCursorTimestamp(key) : Number.isSafeInteger(key) && (key as number) >= 0) return { key: key as string | number, id };
  return undefined;
}

export interface OrderSummary {
  totalOrders: number;
  pendingOrders: number;
  processingOrders: number;
  completedOrders: number;
}

export function summaryOf(counts: Map<string, { n: number }>): OrderSummary {
  const n = (s: string) => counts.get(s)?.n ?? 0;
  let total = 0;
  for (const v of counts.values()) total += v.n;
  return {
    totalOrders: total,
    pendingOrders: n('pending'),
    processingOrders: IN_PROGRESS_STATUSES.reduce((sum, s) => sum + n(s), 0),
    completedOrders: n('delivered'),
  };
}

export interface OrderFilters {
  q?: string | undefined;
  status?: OrderStatusFilter | undefined;
  from?: Date | undefined;
  /** Exclusive upper bound. */
  toExclusive?: Date | undefined;
}

/**
 * The WHERE of every order matching the filters, the search as a plain match on name or number: the
 * export's, which reads the matches in keyset batches. A list's page searches through searchSql.
 */
function whereOf(sellerId: string, f: OrderFilters): { sql: string; params: SqlParam[] } {
  const { sql: bounds, params } = boundsOf(sellerId, f);
  if (!f.q || f.q.trim() === '') return { sql: bounds, params };
  const q = params.push(likeContains(f.q.trim()));
  return { sql: `${bounds} AND (lower(customer_name) LIKE $${q} ESCAPE '\\' OR lower(order_number) LIKE $${q} ESCAPE '\\')`, params };
}

/** The seller, status and date bounds of a list (everything but the search), as SQL and parameters. */
function boundsOf(sellerId: string, f: OrderFilters): { sql: string; params: SqlParam[]; status?: string } {
  const where = ['seller_id = $1'];
  const params: SqlParam[] = [sellerId];
  // One status by equality (the status indexes walk it in the list's order); a group by ANY.
  const status =
    f.status && (f.status === 'in_progress' ? `status = ANY($${params.push([...statusesOf(f.status)])}::text[])` : `status = $${params.push(f.status)}`);
  if (status) where.push(status);
  if (f.from) {
    params.push(f.from);
    where.push(`order_date >= $${params.length}`);
  }
  if (f.toExclusive) {
    params.push(f.toExclusive);
    where.push(`order_date < $${params.length}`);
  }
  return { sql: where.join(' AND '), params, status };
}

/**
 * Drops date bounds that exclude none of the seller's orders (two index probes), so the screen's
 * default range (2024-01-01 to today) costs what an unfiltered list costs.
 */
async function withoutIdleDateBounds(db: Queryable, sellerId: string, f: OrderFilters): Promise<OrderFilters> {
  if (!f.from && !f.toExclusive) return f;
  const [span] = await db.query<{ first: Date | null; last: Date | null }>(
    `SELECT min(order_date) AS first, max(order_date) AS last FROM orders WHERE seller_id = $1`,
    [sellerId],
  );
  if (!span?.first || !span.last) return f;
  return {
    ...f,
    from: f.from && f.from.getTime() <= span.first.getTime() ? undefined : f.from,
    toExclusive: f.toExclusive && f.toExclusive.getTime() > span.last.getTime() ? undefined : f.toExclusive,
  };
}

/** The PKT calendar day an instant starts, when it is a day's first instant (the picker's bounds). */
const wholeDay = (at: Date): string | undefined => (at.getTime() === pktDayStart(pktDate(at)).getTime() ? pktDate(at) : undefined);

/**
 * The rows of order_day_stats that hold a list's orders (not searched), as a WHERE: its status and
 * its whole PKT days. Undefined when a bound falls inside a day: then only the orders can tell.
 */
function dayStatsWhere(f: OrderFilters, params: SqlParam[], status: string | undefined): string | undefined {
  const from = f.from && wholeDay(f.from);
  const to = f.toExclusive && wholeDay(f.toExclusive);
  if ((f.from && !from) || (f.toExclusive && !to)) return undefined;
  const where = ['seller_id = $1'];
  if (status) where.push(status);
  if (from) where.push(`day >= $${params.push(from)}::date`);
  if (to) where.push(`day < $${params.push(to)}::date`);
  return where.join(' AND ');
}

/**
 * The ids of a page by number in date order, not searched: the orders before the page are skipped by
 * their counts, and only the page's own day is walked to its first order. Without date bounds the
 * months are skipped first (order_month_stats, migration 027), then the page month's days
 * (order_day_stats); with whole-day bounds, the days in range. Page 5,000 of a seller with 200,000
 * orders reads about twelve month rows and thirty day rows, instead of 100,000 index entries.
 */
function dayAnchoredIdsSql(days: string, byMonth: boolean, bounds: string, sort: 'date_desc' | 'date_asc', limit: number, offset: number): string {
  const desc = sort === 'date_desc';
  const dir = desc ? 'DESC' : 'ASC';
  // Counts in the page's direction, so the sums stream down the primary key and stop at the page's
  // month or day. One row alone holds the page's first order (the sums only grow), so it needs no
  // ORDER BY, which would make the planner hash and sort them all again.
  const pageRow = (key: 'month' | 'day', counts: string, before = '') =>
    `SELECT ${key}, skipped FROM (SELECT ${key}, n, ${before}sum(n) OVER (ORDER BY ${key} ${dir} ROWS UNBOUNDED PRECEDING) - n AS skipped FROM ${counts}) r
      WHERE skipped <= $${offset} AND skipped + n > $${offset} LIMIT 1`;
  const ctes = byMonth
    ? `months AS (SELECT month, sum(n)::bigint AS n FROM order_month_stats WHERE ${days} GROUP BY month ORDER BY month ${dir}),
       page_month AS (${pageRow('month', 'months')}),
       days AS (SELECT day, sum(n)::bigint AS n FROM order_day_stats
                 WHERE ${days} AND day >= (SELECT month FROM page_month) AND day < (SELECT (month + interval '1 month')::date FROM page_month)
                 GROUP BY day ORDER BY day ${dir}),
       start AS (${pageRow('day', 'days', '(SELECT skipped FROM page_month) + ')})`
    : `days AS (SELECT day, sum(n)::bigint AS n FROM order_day_stats WHERE ${days} GROUP BY day ORDER BY day ${dir}),
       start AS (${pageRow('day', 'days')})`;
  return `WITH ${ctes}
          SELECT id FROM orders
           WHERE ${bounds} AND order_date ${desc ? '<' : '>='} (SELECT ((day + ${desc ? 1 : 0})::timestamp - interval '5 hours') AT TIME ZONE 'UTC' FROM start)
           ORDER BY ${ORDER_SORTS[sort]} LIMIT $${limit} OFFSET ($${offset}::bigint - (SELECT skipped FROM start))`;
}

/**
 * What a search asks the number index for: its longest run of three or more digits, when it has one
 * ("ORD-1005" -> "1005"). Every order number starts "ORD-", so that prefix's trigrams are in every
 * entry of the seller's index and only make it read more (2.7 ms against 0.5 ms for the biggest
 * seller); the whole search is then checked on the rows found, by an expression the index cannot
 * serve (`|| ''`), so the planner does not hand the prefix back to the index.
 */
export function numberProbe(q: string): string {
  const runs = q.match(/\d{3,}/g);
  return runs ? runs.reduce((a, b) => (b.length > a.length ? b : a)) : q;
}

/**
 * A search's statement parts. Orders found by customer name come name by name: the matching names
 * from order_customer_stats (a few rows per seller), then each name's orders down its own index in
 * the list's sort, merged; orders found by number alone (not by name) from the seller's trigram
 * index. A page costs a page per matching name, never a walk through the seller's orders.
 */
function searchSql(bounds: string, qParam: number, probeParam: number, statusWhere: string | undefined) {
  const status = statusWhere ? `AND ${statusWhere}` : '';
  const q = `$${qParam} ESCAPE '\\'`;
  const probe = `$${probeParam} ESCAPE '\\'`;
  return {
    ctes: `names AS (SELECT customer_name FROM order_customer_stats WHERE seller_id = $1 AND lower(customer_name) LIKE ${q} ${status}
                      GROUP BY customer_name HAVING sum(n) > 0),
           numbered AS MATERIALIZED (SELECT id, order_date, total_paisa FROM orders
                      WHERE ${bounds} AND lower(order_number) LIKE ${probe} AND (lower(order_number) || '') LIKE ${q}
                        AND NOT lower(customer_name) LIKE ${q})`,
    /** The page's ids: `after` continues a sort from a cursor, `take` rows of each part are merged. */
    ids: (order: string, after: string, take: string, page: string) =>
      `SELECT id FROM (
         SELECT m.id, m.order_date, m.total_paisa FROM names CROSS JOIN LATERAL (
           SELECT id, order_date, total_paisa FROM orders WHERE ${bounds} AND customer_name = names.customer_name ${after}
            ORDER BY ${order} LIMIT ${take}) m
         UNION ALL
         (SELECT id, order_date, total_paisa FROM numbered WHERE true ${after} ORDER BY ${order} LIMIT ${take})
       ) found ORDER BY ${order} ${page}`,
    total: (dated: boolean) =>
      `(${
        dated
          ? `SELECT count(*)::bigint FROM names CROSS JOIN LATERAL (SELECT 1 FROM orders WHERE ${bounds} AND customer_name = names.customer_name) c`
          : `SELECT coalesce(sum(n), 0)::bigint FROM order_customer_stats WHERE seller_id = $1 AND lower(customer_name) LIKE ${q} ${status}`
      }) + (SELECT count(*)::bigint FROM numbered)`,
  };
}

/** One page of orders with the summary and the total, in one statement answered as JSON text. */
export async function listOrders(db: Queryable, sellerId: string, query: OrderListQuery) {
  const q = query.q?.trim() ? query.q.trim() : undefined;
  const f = await withoutIdleDateBounds(db, sellerId, { ...query, q });
  const { sql: bounds, params, status } = boundsOf(sellerId, f);
  const dated = Boolean(f.from || f.toExclusive);
  const order = ORDER_SORTS[query.sort];
  const search = q ? searchSql(bounds, params.push(likeContains(q)), params.push(likeContains(numberProbe(q))), status) : undefined;
  // The total comes from maintained counters (whole days, customer names), not a count of the matches.
  const days = search ? undefined : dayStatsWhere(f, params, status);
  let totalSql = 'NULL::bigint';
  if (search) totalSql = search.total(dated);
  else if (dated)
    totalSql = days ? `(SELECT coalesce(sum(n), 0)::bigint FROM order_day_stats WHERE ${days})` : `(SELECT count(*)::bigint FROM orders WHERE ${bounds})`;
  let after = '';
  let page: string;
  let take: string;
  let ids: string | undefined;
  if (query.after) {
    // A page after a cursor starts where the last one ended, down the sort's index: page 5,000
    // reads what page 1 reads.
    const { column, op } = KEYSET[query.sort];
    params.push(query.after.key, query.after.id);
    after = `AND (${column}, id) ${op} ($${params.length - 1}, $${params.length}::uuid)`;
    take = `$${params.push(query.pageSize)}`;
    page = `LIMIT ${take}`;
  } else {
    // By number, the rows skipped are only counted: ids from the sort's index alone (an index-only
    // scan), and just the page's rows are read from the table.
    const limit = params.push(query.pageSize);
    const offset = params.push((query.page - 1) * query.pageSize);
    take = `($${limit}::int + $${offset}::int)`;
    page = `LIMIT $${limit} OFFSET $${offset}`;
    if (days && query.page > 1 && (query.sort === 'date_desc' || query.sort === 'date_asc'))
      ids = dayAnchoredIdsSql(days, !dated, bounds, query.sort, limit, offset);
  }
  ids ??= search ? search.ids(order, after, take, page) : `SELECT id FROM orders WHERE ${bounds} ${after} ORDER BY ${order} ${page}`;
  const result = await queryJson<{ rows: ListedOrderRow[]; counts: { status: string; n: number }[]; total: number | null }>(
    db,
    `${search ? `WITH ${search.ctes}` : ''}
     SELECT json_build_object(
       'rows', (SELECT coalesce(json_agg(r ORDER BY ${order}), '[]'::json) FROM (
                 SELECT ${LIST_COLUMNS} FROM orders WHERE id IN (${ids})) r),
       'counts', (SELECT coalesce(json_agg(s), '[]'::json) FROM (
                   SELECT status, n FROM order_stats WHERE seller_id = $1) s),
       'total', ${totalSql}
     )::text AS body`,
    params,
  );
  const counts = new Map(result.counts.map((c) => [c.status, { n: Number(c.n) }]));
  const summary = summaryOf(counts);
  const last = result.rows.length === query.pageSize ? result.rows[result.rows.length - 1] : undefined;
  // The date as the row's JSON wrote it: the database's microseconds, which a JS Date would drop.
  const key = last && (KEYSET[query.sort].column === 'order_date' ? String(last.order_date) : Number(last.total_paisa));
  return {
    orders: result.rows.map(listRowDto),
    summary,
    pagination: {
      page: query.page,
      pageSize: query.pageSize,
      total:
        result.total !== null
          ? Number(result.total)
          : f.status
            ? statusesOf(f.status).reduce((sum, s) => sum + (counts.get(s)?.n ?? 0), 0)
            : summary.totalOrders,
      nextCursor: last && key !== undefined ? encodeOrderCursor(query.sort, { key, id: last.id }) : null,
    },
  };
}

export interface ExportRow {
  orderNumber: string;
  customerName: string;
  orderDate: Date;
  totalPaisa: number;
  status: string;
}

/**
 * Every order matching the filters, in list order, fetched in keyset batches so an export of any
 * size holds one batch in memory at a time.
 */
export async function* exportOrders(db: Queryable, sellerId: string, filters: OrderFilters, sort: OrderSort, batchSize = 2000): AsyncGenerator<ExportRow[]> {
  const q = filters.q?.trim() ? filters.q.trim() : undefined;
  const f = await withoutIdleDateBounds(db, sellerId, { ...filters, q });
  const { sql: whereSql, params: baseParams } = whereOf(sellerId, f);
  const { column, op } = KEYSET[sort];
  // The date cursor travels as text: timestamptz keeps microseconds, a JS Date only milliseconds.
  let after: { key: string | number; id: string } | null = null;
  for (;;) {
    const params = [...baseParams];
    let keysetSql = '';
    if (after) {
      params.push(after.key, after.id);
      keysetSql = ` AND (${column}, id) ${op} ($${params.length - 1}, $${params.length})`;
    }
    params.push(batchSize);
    const rows: {
      id: string;
      order_number: string;
      customer_name: string;
      order_date: Date;
      date_key: string;
      total_paisa: number;
      status: string;
    }[] = await db.query(
      `SELECT id, order_number, customer_name, order_date, order_date::text AS date_key, total_paisa, status FROM orders
          WHERE ${whereSql}${keysetSql} ORDER BY ${ORDER_SORTS[sort]} LIMIT $${params.length}`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      orderNumber: r.order_number,
      customerName: r.customer_name,
      orderDate: r.order_date,
      totalPaisa: Number(r.total_paisa),
      status: r.status,
    }));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = {
      key: column === 'order_date' ? last.date_key : Number(last.total_paisa),
      id: last.id,
    };
  }
}

export interface LockedOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  status: OrderStatus;
  items: StoredLine[];
  retailerId: string | null;
  totalPaisa: number;
}

/** The order, its row locked until the transaction ends, so two people moving it take turns. */
export async function lockOrder(db: Queryable, sellerId: string, id: string): Promise<LockedOrder | undefined> {
  const [row] = await db.query<{
    id: string;
    order_number: string;
    customer_name: string;
    status: OrderStatus;
    items: StoredLine[];
    retailer_id: string | null;
    total_paisa: number;
  }>(`SELECT id, order_number, customer_name, status, items, retailer_id, total_paisa FROM orders WHERE seller_id = $1 AND id = $2 FOR UPDATE`, [sellerId, id]);
  return row
    ? {
        id: row.id,
        orderNumber: row.order_number,
        customerName: row.customer_name,
        status: row.status,
        items: row.items ?? [],
        retailerId: row.retailer_id,
        totalPaisa: Number(row.total_paisa),
      }
    : undefined;
}

export interface OrderMoveRow {
  sellerId: string;
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  notes: string | null;
  userId: string;
  courier?: string | null;
  trackingNumber?: string | null;
}

/** Moves the order and writes the move on its timeline. */
export async function moveOrderRow(db: Queryable, w: OrderMoveRow): Promise<void> {
  const shipping = w.to === 'shipped';
  await db.query(
    `UPDATE orders SET status = $3, notes = COALESCE($4, notes), updated_at = now(),
            courier = CASE WHEN $5 THEN $6 ELSE courier END,
            tracking_number = CASE WHEN $5 THEN $7 ELSE tracking_number END
      WHERE seller_id = $1 AND id = $2`,
    [w.sellerId, w.orderId, w.to, w.notes, shipping, w.courier ?? null, w.trackingNumber ?? null],
  );
  await db.query(
    `INSERT INTO order_status_events (order_id, seller_id, from_status, to_status, notes, changed_by, courier, tracking_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [w.orderId, w.sellerId, w.from, w.to, w.notes, w.userId, shipping ? (w.courier ?? null) : null, shipping ? (w.trackingNumber ?? null) : null],
  );
}

interface DetailBody {
  order: OrderRow & {
    delivery_address: string;
    discount_paisa: number;
    courier: string | null;
    tracking_number: string | null;
    shipped_at: string | null;
    delivered_at: string | null;
    created_by: string | null;
  };
  retailer: { id: string; name: string; city: string; province: string; phone: string | null; address: string } | null;
  history: {
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    notes: string | null;
    created_at: string;
    changed_by: string | null;
    courier: string | null;
    tracking_number: string | null;
  }[];
  pickups: {
    id: string;
    pickup_date: string;
    time_slot: string;
    pickup_address: string;
    city: string;
    contact_person: string;
    contact_phone: string;
  }[];
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Everything the order page shows, by id or by order number, in one statement. Undefined for an
 * order of another seller, as for one that does not exist. A number typed or read out in small
 * letters ("ord-100123" in a link) finds the order too: numbers are written in capitals, and both
 * spellings are looked up in the (seller, number) index.
 */
export async function getOrderDetail(db: Queryable, sellerId: string, ref: string): Promise<OrderDetail | undefined> {
  const byId = UUID_RE.test(ref);
  const [row] = await db.query<{ body: string | null }>(
    `WITH o AS (
       SELECT o.*, u.first_name || ' ' || u.last_name AS created_by_name, ${taxRateSql('o')} AS sales_tax_bps FROM orders o
         LEFT JOIN users u ON u.id = o.created_by
        WHERE o.seller_id = $1 AND ${byId ? 'o.id = $2::uuid' : 'o.order_number IN ($2, upper($2))'}
     )
     SELECT json_build_object(
       'order', (SELECT json_build_object(
                  'id', id, 'order_number', order_number, 'customer_name', customer_name, 'customer_city', customer_city,
                  'order_date', order_date, 'total_paisa', total_paisa, 'sales_tax_bps', sales_tax_bps, 'status', status, 'notes', notes, 'items', items,
                  'updated_at', updated_at, 'delivery_address', delivery_address,
                  'discount_paisa', discount_paisa, 'courier', courier, 'tracking_number', tracking_number,
                  'shipped_at', shipped_at, 'delivered_at', delivered_at, 'created_by', created_by_name) FROM o),
       'retailer', (SELECT json_build_object('id', r.id, 'name', r.name, 'city', r.city, 'province', r.province,
                          'phone', r.phone, 'address', r.address)
                      FROM o JOIN retailers r ON r.id = o.retailer_id AND r.seller_id = $1),
       'history', (SELECT coalesce(json_agg(json_build_object(
                     'from_status', e.from_status, 'to_status', e.to_status, 'notes', e.notes, 'created_at', e.created_at,
                     'changed_by', u.first_name || ' ' || u.last_name, 'courier', e.courier, 'tracking_number', e.tracking_number)
                     ORDER BY e.created_at, e.from_status IS NOT NULL, e.id), '[]'::json)
                     FROM o JOIN order_status_events e ON e.order_id = o.id
                     LEFT JOIN users u ON u.id = e.changed_by),
       'pickups', (SELECT coalesce(json_agg(json_build_object(
                     'id', p.id, 'pickup_date', p.pickup_date::text, 'time_slot', p.time_slot, 'pickup_address', p.pickup_address,
                     'city', p.city, 'contact_person', p.contact_person, 'contact_phone', p.contact_phone)
                     ORDER BY p.created_at), '[]'::json)
                     FROM o JOIN pickup_requests p ON p.order_id = o.id AND p.seller_id = $1)
     )::text AS body WHERE EXISTS (SELECT 1 FROM o)`,
    [sellerId, ref],
  );
  if (!row?.body) return undefined;
  const b = JSON.parse(row.body) as DetailBody;
  const o = b.order;
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return {
    ...toDto(o),
    retailer: b.retailer
      ? {
          _id: b.retailer.id,
          name: b.retailer.name,
          city: b.retailer.city,
          province: b.retailer.province,
          phone: b.retailer.phone ?? '',
          address: b.retailer.address,
        }
      : null,
    deliveryAddress: o.delivery_address,
    subtotal: paisaToRupees(Number(o.total_paisa) + Number(o.discount_paisa)),
    discount: paisaToRupees(o.discount_paisa),
    history: b.history.map((h) => ({
      status: h.to_status,
      from: h.from_status,
      notes: h.notes,
      changedAt: new Date(h.created_at).toISOString(),
      changedBy: h.changed_by,
      courier: h.courier,
      trackingNumber: h.tracking_number,
    })),
    shipment:
      o.shipped_at || o.courier
        ? { courier: o.courier, trackingNumber: o.tracking_number, shippedAt: iso(o.shipped_at), deliveredAt: iso(o.delivered_at) }
        : null,
    pickups: b.pickups.map((p) => ({
      _id: p.id,
      pickupDate: p.pickup_date,
      timeSlot: p.time_slot,
      pickupAddress: p.pickup_address,
      city: p.city,
      contactPerson: p.contact_person,
      contactPhone: p.contact_phone,
    })),
    createdBy: o.created_by,
  };
}

/**
 * The next order number of the seller, under the counter row's lock (two orders saved at once get
 * two numbers). The first time, the counter starts above the seller's highest existing number.
 */
export async function nextOrderNumber(db: Queryable, sellerId: string): Promise<string> {
  const [bumped] = await db.query<{ last_number: string }>(
    `UPDATE seller_order_numbers SET last_number = last_number + 1 WHERE seller_id = $1 RETURNING last_number::text`,
    [sellerId],
  );
  if (bumped) return `ORD-${bumped.last_number}`;
  const [first] = await db.query<{ last_number: string }>(
    `INSERT INTO seller_order_numbers AS s (seller_id, last_number)
       SELECT $1, coalesce(max(substring(order_number FROM '(\\d+)$')::bigint), 100000) + 1 FROM orders WHERE seller_id = $1
     ON CONFLICT (seller_id) DO UPDATE SET last_number = s.last_number + 1
     RETURNING last_number::text`,
    [sellerId],
  );
  if (!first) throw new Error('order number counter returned no row');
  return `ORD-${first.last_number}`;
}

export interface NewOrderRow {
  sellerId: string;
  retailerId: string;
  orderNumber: string;
  customerName: string;
  customerCity: string;
  deliveryAddress: string;
  notes: string | null;
  items: StoredLine[];
  discountPaisa: number;
  totalPaisa: number;
  createdBy: string;
}

/** Saves a pending order with the placement on its timeline; answers its id. */
export async function createOrderRow(db: Queryable, o: NewOrderRow): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO orders (seller_id, retailer_id, order_number, customer_name, customer_city, delivery_address, order_date,
                         total_paisa, discount_paisa, status, notes, items, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, now(), $7, $8, 'pending', $9, $10::jsonb, $11) RETURNING id`,
    [
      o.sellerId,
      o.retailerId,
      o.orderNumber,
      o.customerName,
      o.customerCity,
      o.deliveryAddress,
      o.totalPaisa,
      o.discountPaisa,
      o.notes,
      JSON.stringify(o.items),
      o.createdBy,
    ],
  );
  if (!row) throw new Error('order insert returned no row');
  await db.query(`INSERT INTO order_status_events (order_id, seller_id, from_status, to_status, notes, changed_by) VALUES ($1, $2, NULL, 'pending', $3, $4)`, [
    row.id,
    o.sellerId,
    o.notes,
    o.createdBy,
  ]);
  return row.id;
}
