import type { Queryable, SqlParam } from '../db/index.ts';
import { paisaToRupees } from '../lib/money.ts';
import { likeContains, type OrderStatus } from '../lib/validation.ts';

interface OrderRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_city: string;
  order_date: Date;
  total_paisa: number;
  status: string;
  notes: string | null;
  items: { productName: string; sku: string; quantity: number; unitPricePaisa: number }[];
  updated_at: Date;
  [key: string]: unknown;
}

export interface OrderDto {
  _id: string;
  orderNumber: string;
  customer: { name: string; city: string };
  orderDate: string;
  total: number;
  status: string;
  notes: string | null;
  items: { productName: string; sku: string; quantity: number; unitPrice: number; lineTotal: number }[];
  updatedAt: string;
  statusHistory?: { status: string; from: string | null; notes: string | null; changedAt: string }[];
}

function toDto(r: OrderRow): OrderDto {
  return {
    _id: r.id,
    orderNumber: r.order_number,
    customer: { name: r.customer_name, city: r.customer_city },
    orderDate: r.order_date.toISOString(),
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
    updatedAt: r.updated_at.toISOString(),
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

/** Per-status counts and sums from the trigger-maintained order_stats. */
export async function orderStatusCounts(db: Queryable, sellerId: string): Promise<Map<string, { n: number; totalPaisa: number }>> {
  const rows = await db.query<{ status: string; n: number; total_paisa: number }>(
    `SELECT status, n, total_paisa FROM order_stats WHERE seller_id = $1`,
    [sellerId],
  );
  return new Map(rows.map((r) => [r.status, { n: Number(r.n), totalPaisa: Number(r.total_paisa) }]));
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

export async function orderSummary(db: Queryable, sellerId: string): Promise<OrderSummary> {
  return summaryOf(await orderStatusCounts(db, sellerId));
}

export async function listOrders(db: Queryable, sellerId: string, q: OrderListQuery) {
  const where = ['seller_id = $1'];
  const params: SqlParam[] = [sellerId];
  if (q.q && q.q.trim() !== '') {
    params.push(likeContains(q.q.trim()));
    const n = params.length;
    where.push(`(lower(customer_name) LIKE $${n} ESCAPE '\\' OR lower(order_number) LIKE $${n} ESCAPE '\\')`);
  }
  if (q.status) {
    params.push(q.status);
    where.push(`status = $${params.length}`);
  }
  if (q.from) {
    params.push(q.from);
    where.push(`order_date >= $${params.length}`);
  }
  if (q.toExclusive) {
    params.push(q.toExclusive);
    where.push(`order_date < $${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const countParams = [...params];
  params.push(q.pageSize, (q.page - 1) * q.pageSize);
  // Without text or date filters the total comes from the maintained counters, not a scan.
  const needsCount = Boolean((q.q && q.q.trim() !== '') || q.from || q.toExclusive);
  const [rows, counts, countRows] = await Promise.all([
    db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${whereSql} ORDER BY ${ORDER_SORTS[q.sort]}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    orderStatusCounts(db, sellerId),
    needsCount ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${whereSql}`, countParams) : null,
  ]);
  const summary = summaryOf(counts);
  const total = countRows ? (countRows[0]?.n ?? 0) : q.status ? (counts.get(q.status)?.n ?? 0) : summary.totalOrders;
  return {
    orders: rows.map(toDto),
    summary,
    pagination: { page: q.page, pageSize: q.pageSize, total },
  };
}

export async function getOrderForUpdate(db: Queryable, sellerId: string, id: string) {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE seller_id = $1 AND id = $2 FOR UPDATE`,
    [sellerId, id],
  );
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
): Promise<OrderDto> {
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
  const history = await db.query<{ from_status: string | null; to_status: string; notes: string | null; created_at: Date }>(
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
