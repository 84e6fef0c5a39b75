import { queryJson, type Queryable, type SqlParam } from '../db/index.ts';
import { paisaToRupees } from '../lib/money.ts';
import { likeContains } from '../lib/validation.ts';
import type { OrderStatus } from '../schemas/domain.ts';
import type { Order } from '../schemas/index.ts';

interface OrderRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_city: string;
  /** A Date from a row, ISO text from the list's JSON. */
  order_date: Date | string;
  total_paisa: number;
  status: OrderStatus;
  notes: string | null;
  items: { productName: string; sku: string; quantity: number; unitPricePaisa: number }[];
  updated_at: Date | string;
  [key: string]: unknown;
}

function toDto(r: OrderRow): Order {
  return {
    _id: r.id,
    orderNumber: r.order_number,
    customer: { name: r.customer_name, city: r.customer_city },
    orderDate: new Date(r.order_date).toISOString(),
    total: paisaToRupees(r.total_paisa),
    status: r.status,
    notes: r.notes,
    items: (r.items ?? []).map((i) => ({
      productName: i.productName,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: paisaToRupees(i.unitPricePaisa),
      lineTotal: paisaToRupees(i.unitPricePaisa * i.quantity),
    })),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const ORDER_COLUMNS = `id, order_number, customer_name, customer_city, order_date, total_paisa, status, notes, items, updated_at`;

export const ORDER_SORTS = {
  date_desc: 'order_date DESC, id DESC',
  date_asc: 'order_date ASC, id ASC',
  total_desc: 'total_paisa DESC, id DESC',
  total_asc: 'total_paisa ASC, id ASC',
} as const;
export type OrderSort = keyof typeof ORDER_SORTS;

export interface OrderListQuery {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  from?: Date | undefined;
  /** Exclusive upper bound. */
  toExclusive?: Date | undefined;
  page: number;
  pageSize: number;
  sort: OrderSort;
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
    processingOrders: n('confirmed') + n('processing') + n('shipped'),
    completedOrders: n('delivered'),
  };
}

export interface OrderFilters {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  from?: Date | undefined;
  /** Exclusive upper bound. */
  toExclusive?: Date | undefined;
}

/** The WHERE of a filtered list, with the numbers of its search and status parameters. */
function whereOf(sellerId: string, f: OrderFilters): { sql: string; params: SqlParam[]; qParam?: number; statusParam?: number } {
  const where = ['seller_id = $1'];
  const params: SqlParam[] = [sellerId];
  let qParam: number | undefined;
  let statusParam: number | undefined;
  if (f.q && f.q.trim() !== '') {
    params.push(likeContains(f.q.trim()));
    const n = params.length;
    qParam = n;
    where.push(`(lower(customer_name) LIKE $${n} ESCAPE '\\' OR lower(order_number) LIKE $${n} ESCAPE '\\')`);
  }
  if (f.status) {
    params.push(f.status);
    statusParam = params.length;
    where.push(`status = $${statusParam}`);
  }
  if (f.from) {
    params.push(f.from);
    where.push(`order_date >= $${params.length}`);
  }
  if (f.toExclusive) {
    params.push(f.toExclusive);
    where.push(`order_date < $${params.length}`);
  }
  return { sql: where.join(' AND '), params, qParam, statusParam };
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

/**
 * The number of orders matching a search without date bounds, as SQL: orders of the matching
 * customer names come from the trigger-maintained order_customer_stats (a handful of rows per
 * seller), and only orders matched by number alone are counted row by row.
 */
function searchTotalSql(qParam: number, statusParam: number | undefined): string {
  const status = statusParam ? `AND status = $${statusParam}` : '';
  return `(SELECT coalesce(sum(n), 0)::bigint FROM order_customer_stats
            WHERE seller_id = $1 AND lower(customer_name) LIKE $${qParam} ESCAPE '\\' ${status})
        + (SELECT count(*)::bigint FROM orders
            WHERE seller_id = $1 AND lower(order_number) LIKE $${qParam} ESCAPE '\\'
              AND NOT lower(customer_name) LIKE $${qParam} ESCAPE '\\' ${status})`;
}

/** One page of orders with the summary and the total, in one statement answered as JSON text. */
export async function listOrders(db: Queryable, sellerId: string, query: OrderListQuery) {
  const q = query.q?.trim() ? query.q.trim() : undefined;
  const f = await withoutIdleDateBounds(db, sellerId, { ...query, q });
  const { sql: whereSql, params, qParam, statusParam } = whereOf(sellerId, f);
  const dated = Boolean(f.from || f.toExclusive);
  // Without date bounds the total comes from maintained counters, not a count of the matches.
  let totalSql = 'NULL::bigint';
  if (dated) totalSql = `(SELECT count(*)::bigint FROM orders WHERE ${whereSql})`;
  else if (qParam) totalSql = searchTotalSql(qParam, statusParam);
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const page = await queryJson<{ rows: OrderRow[]; counts: { status: string; n: number }[]; total: number | null }>(
    db,
    `SELECT json_build_object(
       'rows', (SELECT coalesce(json_agg(r ORDER BY ${ORDER_SORTS[query.sort]}), '[]'::json) FROM (
                 SELECT ${ORDER_COLUMNS} FROM orders WHERE ${whereSql} ORDER BY ${ORDER_SORTS[query.sort]}
                  LIMIT $${params.length - 1} OFFSET $${params.length}) r),
       'counts', (SELECT coalesce(json_agg(s), '[]'::json) FROM (
                   SELECT status, n FROM order_stats WHERE seller_id = $1) s),
       'total', ${totalSql}
     )::text AS body`,
    params,
  );
  const counts = new Map(page.counts.map((c) => [c.status, { n: Number(c.n) }]));
  const summary = summaryOf(counts);
  return {
    orders: page.rows.map(toDto),
    summary,
    pagination: {
      page: query.page,
      pageSize: query.pageSize,
      total: page.total !== null ? Number(page.total) : f.status ? (counts.get(f.status)?.n ?? 0) : summary.totalOrders,
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

const KEYSET: Record<OrderSort, { column: string; op: '<' | '>' }> = {
  date_desc: { column: 'order_date', op: '<' },
  date_asc: { column: 'order_date', op: '>' },
  total_desc: { column: 'total_paisa', op: '<' },
  total_asc: { column: 'total_paisa', op: '>' },
};

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

export async function getOrderForUpdate(db: Queryable, sellerId: string, id: string) {
  const rows = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE seller_id = $1 AND id = $2 FOR UPDATE`, [sellerId, id]);
  return rows[0];
}

export async function updateOrderStatus(
  db: Queryable,
  sellerId: string,
  id: string,
  from: string,
  to: OrderStatus,
  notes: string | null,
  userId: string,
): Promise<Order> {
  const [row] = await db.query<OrderRow>(
    `UPDATE orders SET status = $3, notes = COALESCE($4, notes), updated_at = now()
      WHERE seller_id = $1 AND id = $2 RETURNING ${ORDER_COLUMNS}`,
    [sellerId, id, to, notes],
  );
  if (!row) throw new Error('order vanished during update');
  await db.query(
    `INSERT INTO order_status_events (order_id, seller_id, from_status, to_status, notes, changed_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, sellerId, from, to, notes, userId],
  );
  const history = await db.query<{
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    notes: string | null;
    created_at: Date;
  }>(
    `SELECT from_status, to_status, notes, created_at FROM order_status_events
      WHERE seller_id = $1 AND order_id = $2 ORDER BY created_at, id`,
    [sellerId, id],
  );
  return {
    ...toDto(row),
    statusHistory: history.map((h) => ({
      status: h.to_status,
      from: h.from_status,
      notes: h.notes,
      changedAt: h.created_at.toISOString(),
    })),
  };
}
