import type { Queryable } from '../../../platform/db/index.ts';
import { paisaToRupees } from '../../../platform/lib/money.ts';
import { pktMonthStart } from '../../../platform/lib/pkt-dates.ts';

const DAY_MS = 24 * 3600 * 1000;
/** A retailer is active when it ordered in the last 90 days. */
export const ACTIVE_DAYS = 90;
/** Top Performers: active retailers rated at least this. */
export const TOP_RATING = 4.5;

export interface RetailerFigures {
  _id: string;
  name: string;
  city: string;
  province: string;
  location: string;
  phone: string | null;
  rating: number | null;
  orderCount: number;
  revenue: number;
  averageOrderValue: number;
  firstOrderDate: string | null;
  lastOrderDate: string | null;
  active: boolean;
}

interface FiguresRow {
  id: string;
  name: string;
  city: string;
  province: string;
  phone: string | null;
  rating: string | number | null;
  order_count: number | null;
  revenue_paisa: number | null;
  paid_orders: number | null;
  first_order: Date | null;
  last_order: Date | null;
  [key: string]: unknown;
}

function figuresOf(r: FiguresRow, activeSince: Date): RetailerFigures {
  const revenuePaisa = Number(r.revenue_paisa ?? 0);
  const paidOrders = Number(r.paid_orders ?? 0);
  return {
    _id: r.id,
    name: r.name,
    city: r.city,
    province: r.province,
    location: r.province ? `${r.city}, ${r.province}` : r.city,
    phone: r.phone,
    rating: r.rating === null ? null : Number(r.rating),
    orderCount: Number(r.order_count ?? 0),
    revenue: paisaToRupees(revenuePaisa),
    averageOrderValue: paidOrders > 0 ? paisaToRupees(Math.round(revenuePaisa / paidOrders)) : 0,
    firstOrderDate: r.first_order ? r.first_order.toISOString() : null,
    lastOrderDate: r.last_order ? r.last_order.toISOString() : null,
    active: r.last_order !== null && r.last_order.getTime() >= activeSince.getTime(),
  };
}

/**
 * Per-retailer figures of the seller's retailers ($1 = seller): counts and sums from the
 * trigger-maintained order_retailer_stats, first and last order dates by index probes. Order count
 * includes cancelled orders (they were placed); revenue and the average order exclude them, as on
 * the dashboard.
 */
const FIGURES = `
  SELECT r.id, r.name, r.city, r.province, r.phone, r.rating,
         coalesce(s.order_count, 0) AS order_count,
         coalesce(s.revenue_paisa, 0) AS revenue_paisa,
         coalesce(s.paid_orders, 0) AS paid_orders,
         (SELECT min(o.order_date) FROM orders o WHERE o.seller_id = r.seller_id AND o.retailer_id = r.id) AS first_order,
         (SELECT max(o.order_date) FROM orders o WHERE o.seller_id = r.seller_id AND o.retailer_id = r.id) AS last_order
    FROM retailers r
    LEFT JOIN (
      SELECT retailer_id,
             sum(n)::bigint AS order_count,
             (sum(total_paisa) FILTER (WHERE status <> 'cancelled'))::bigint AS revenue_paisa,
             (sum(n) FILTER (WHERE status <> 'cancelled'))::bigint AS paid_orders
        FROM order_retailer_stats WHERE seller_id = $1 GROUP BY retailer_id
    ) s ON s.retailer_id = r.id
   WHERE r.seller_id = $1`;

export interface InsightsSummary {
  activeRetailers: number;
  newThisMonth: number;
  averageRating: number | null;
  ratedRetailers: number;
  topPerformers: number;
  totalRetailers: number;
}

export async function retailerInsights(db: Queryable, sellerId: string, limit: number, now = new Date()) {
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);
  const monthStart = pktMonthStart(now);
  // One pass over the orders: per-retailer aggregates, then the tiles and the ranking from them.
  const rows = await db.query<
    FiguresRow & {
      active_retailers: number;
      new_this_month: number;
      average_rating: string | number | null;
      rated_retailers: number;
      top_performers: number;
      total_retailers: number;
    }
  >(
    `WITH joined AS (${FIGURES}),
     tiles AS (
       SELECT count(*) FILTER (WHERE last_order >= $2)::bigint AS active_retailers,
              count(*) FILTER (WHERE first_order >= $3)::bigint AS new_this_month,
              round(avg(rating), 1) AS average_rating,
              count(rating)::bigint AS rated_retailers,
              count(*) FILTER (WHERE last_order >= $2 AND rating >= $4)::bigint AS top_performers,
              count(*)::bigint AS total_retailers
         FROM joined
     ),
     top AS (
       SELECT * FROM joined WHERE order_count > 0
        ORDER BY revenue_paisa DESC, order_count DESC, name, id
        LIMIT $5
     )
     SELECT tiles.*, top.* FROM tiles LEFT JOIN top ON true
      ORDER BY top.revenue_paisa DESC NULLS LAST, top.order_count DESC, top.name, top.id`,
    [sellerId, activeSince, monthStart, TOP_RATING, limit],
  );
  const first = rows[0];
  const summary: InsightsSummary = {
    activeRetailers: Number(first?.active_retailers ?? 0),
    newThisMonth: Number(first?.new_this_month ?? 0),
    averageRating: first?.average_rating === null || first?.average_rating === undefined ? null : Number(first.average_rating),
    ratedRetailers: Number(first?.rated_retailers ?? 0),
    topPerformers: Number(first?.top_performers ?? 0),
    totalRetailers: Number(first?.total_retailers ?? 0),
  };
  const topRetailers = rows.filter((r) => r.id !== null).map((r) => figuresOf(r, activeSince));
  return { summary, topRetailers };
}

export async function retailerDetails(db: Queryable, sellerId: string, retailerId: string, recentLimit: number, now = new Date()) {
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);
  const [row] = await db.query<FiguresRow>(`${FIGURES} AND r.id = $2`, [sellerId, retailerId]);
  if (!row) return null;
  const recent = await db.query<{
    id: string;
    order_number: string;
    order_date: Date;
    total_paisa: number;
    status: string;
  }>(
    `SELECT id, order_number, order_date, total_paisa, status FROM orders
      WHERE seller_id = $1 AND retailer_id = $2 ORDER BY order_date DESC, id DESC LIMIT $3`,
    [sellerId, retailerId, recentLimit],
  );
  return {
    retailer: figuresOf(row, activeSince),
    recentOrders: recent.map((o) => ({
      _id: o.id,
      orderNumber: o.order_number,
      orderDate: o.order_date.toISOString(),
      total: paisaToRupees(Number(o.total_paisa)),
      status: o.status,
    })),
  };
}
