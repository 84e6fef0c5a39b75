import type { Queryable, SqlParam } from '../../../platform/db/index.ts';
import { likeContains } from '../../../platform/lib/validation.ts';
import { paisaToRupees } from '../../../platform/lib/money.ts';
import { SEARCH_COUNT_CAP, type SearchGroup, type SearchOrder, type SearchProduct, type SearchRetailer } from '../schemas/search.ts';
import type { OrderStatus, ProductCategory, StockStatus } from '../../../platform/schemas/domain.ts';
import { searchRetailers } from '../../orders/index.ts';

/**
 * How many rows `where` matches, counted up to SEARCH_COUNT_CAP: "ORD-" matches every order, and a
 * capped count reads at most a hundred and one of them where an exact one would read them all.
 */
async function cappedCount(db: Queryable, table: string, where: string, params: SqlParam[]): Promise<{ total: number; atLeast: boolean }> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}) m`, params);
  const n = row?.n ?? 0;
  return { total: Math.min(n, SEARCH_COUNT_CAP), atLeast: n > SEARCH_COUNT_CAP };
}

interface OrderHit {
  id: string;
  order_number: string;
  customer_name: string;
  order_date: Date;
  total_paisa: number;
  status: OrderStatus;
  [key: string]: unknown;
}

const ORDER_HIT = 'id, order_number, customer_name, order_date, total_paisa, status';

/**
 * The seller's orders whose number or retailer contains `q`: the order numbered exactly `q` first
 * (typed in any case), then the newest. Newest first lets a broad search ("ORD-") walk the date
 * index and stop after `limit` rows; a rare retailer name comes through the trigram indexes.
 */
export async function searchOrders(db: Queryable, sellerId: string, q: string, limit: number): Promise<SearchGroup<SearchOrder>> {
  const where = `seller_id = $1 AND (lower(order_number) LIKE $2 ESCAPE '\\' OR lower(customer_name) LIKE $2 ESCAPE '\\')`;
  const params: SqlParam[] = [sellerId, likeContains(q)];
  const [rows, count] = await Promise.all([
    db.query<OrderHit>(
      `(SELECT ${ORDER_HIT}, 0 AS rank FROM orders WHERE seller_id = $1 AND order_number IN ($3, upper($3)))
       UNION ALL
       (SELECT ${ORDER_HIT}, 1 FROM orders WHERE ${where} AND order_number NOT IN ($3, upper($3))
         ORDER BY order_date DESC, id DESC LIMIT $4)
       ORDER BY rank, order_date DESC, id DESC LIMIT $4`,
      [...params, q, limit],
    ),
    cappedCount(db, 'orders', where, params),
  ]);
  const items = rows.map((r) => ({
    _id: r.id,
    orderNumber: r.order_number,
    customerName: r.customer_name,
    orderDate: new Date(r.order_date).toISOString(),
    total: paisaToRupees(Number(r.total_paisa)),
    status: r.status,
  }));
  return { items, ...count };
}

interface ProductHit {
  id: string;
  name: string;
  sku: string;
  category: ProductCategory;
  stock_status: StockStatus;
  [key: string]: unknown;
}

/**
 * The seller's products whose name or SKU contains `q`: the exact SKU first, then names starting with
 * it, then by name. Ranking sorts every match anyway, so the count comes with the rows (a window over
 * the same scan) rather than from a second pass over the catalog.
 */
export async function searchProducts(db: Queryable, sellerId: string, q: string, limit: number): Promise<SearchGroup<SearchProduct>> {
  const rows = await db.query<ProductHit & { total: number }>(
    `SELECT id, name, sku, category, stock_status(stock_quantity), count(*) OVER ()::int AS total FROM products
      WHERE seller_id = $1 AND (lower(name) LIKE $2 ESCAPE '\\' OR lower(sku) LIKE $2 ESCAPE '\\')
      ORDER BY lower(sku) = lower($3) DESC, lower(name) LIKE $4 ESCAPE '\\' DESC, name, id LIMIT $5`,
    [sellerId, likeContains(q), q, likeContains(q).slice(1), limit],
  );
  const items = rows.map((r) => ({ _id: r.id, name: r.name, sku: r.sku, category: r.category, stockStatus: r.stock_status }));
  const total = rows[0]?.total ?? 0;
  return { items, total: Math.min(total, SEARCH_COUNT_CAP), atLeast: total > SEARCH_COUNT_CAP };
}

/** The seller's retailers whose name or city contains `q`, as the retailer directory finds them. */
export async function searchRetailerHits(db: Queryable, sellerId: string, q: string, limit: number): Promise<SearchGroup<SearchRetailer>> {
  const found = await searchRetailers(db, sellerId, q, { limit });
  const items = found.retailers.map((r) => ({ _id: r._id, name: r.name, city: r.city, province: r.province }));
  return { items, total: Math.min(found.total, SEARCH_COUNT_CAP), atLeast: found.total > SEARCH_COUNT_CAP };
}
