import { queryJson, type Queryable } from '../../../platform/db/index.ts';
import { paisaToRupees } from '../../../platform/lib/money.ts';
import { UNREAD_COUNT_SQL } from '../../notifications/index.ts';
import type { Reader } from '../../../platform/auth/plugin.ts';
import { salesTaxOf, taxRateSql } from '../../orders/index.ts';

const OVERVIEW_SQL = `SELECT o.revenue_total, o.revenue_orders, o.orders_total,
            p.products_total, p.products_active, p.products_low, p.products_out, p.inventory_value, p.inventory_items,
            ${UNREAD_COUNT_SQL} AS unread,
            (SELECT json_agg(x) FROM (
               SELECT id, order_number, customer_name, total_paisa, ${taxRateSql('orders')} AS sales_tax_bps, status FROM orders
                WHERE seller_id = $1 ORDER BY order_date DESC, id DESC LIMIT 5) x) AS recent_orders,
            (SELECT json_agg(y) FROM (
               SELECT id, name, sku, stock_quantity, status FROM products
                WHERE seller_id = $1 ORDER BY created_at DESC, id DESC LIMIT 5) y) AS recent_products
       FROM (SELECT COALESCE(sum(total_paisa) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS revenue_total,
                    COALESCE(sum(n) FILTER (WHERE status <> 'cancelled'), 0)::int AS revenue_orders,
                    COALESCE(sum(n), 0)::int AS orders_total
               FROM order_stats WHERE seller_id = $1) o,
            (SELECT COALESCE(max(n_total), 0)::int AS products_total,
                    COALESCE(max(n_active), 0)::int AS products_active,
                    COALESCE(max(n_low), 0)::int AS products_low,
                    COALESCE(max(n_out), 0)::int AS products_out,
                    COALESCE(max(inventory_value), 0)::bigint AS inventory_value,
                    COALESCE(max(inventory_items), 0)::bigint AS inventory_items
               FROM product_stats WHERE seller_id = $1) p`;

/**
 * The whole overview in one round trip, computed by the database over all the seller's rows (the
 * totals come from the trigger-maintained order_stats / product_stats counters).
 */
export async function dashboardOverview(db: Queryable, reader: Reader) {
  const r = await queryJson<{
    revenue_total: number;
    revenue_orders: number;
    orders_total: number;
    products_total: number;
    products_active: number;
    products_low: number;
    products_out: number;
    inventory_value: number;
    inventory_items: number;
    unread: number;
    recent_orders: { id: string; order_number: string; customer_name: string; total_paisa: number; sales_tax_bps: number | null; status: string }[] | null;
    recent_products: { id: string; name: string; sku: string; stock_quantity: number; status: string }[] | null;
  }>(db, `SELECT row_to_json(overview)::text AS body FROM (${OVERVIEW_SQL}) overview`, [reader.sellerId, [...reader.areas], reader.userId]);
  return {
    revenue: {
      total: paisaToRupees(r.revenue_total),
      average: r.revenue_orders === 0 ? 0 : paisaToRupees(Math.round(r.revenue_total / r.revenue_orders)),
    },
    orders: { total: r.orders_total },
    products: { active: r.products_active, total: r.products_total, lowStock: r.products_low, outOfStock: r.products_out },
    inventory: { value: paisaToRupees(r.inventory_value), items: r.inventory_items },
    notifications: { unread: r.unread },
    recent: {
      orders: (r.recent_orders ?? []).map((o) => ({
        _id: o.id,
        orderNumber: o.order_number,
        customer: { name: o.customer_name },
        total: paisaToRupees(o.total_paisa),
        ...salesTaxOf(Number(o.total_paisa), o.sales_tax_bps),
        status: o.status,
      })),
      products: (r.recent_products ?? []).map((p) => ({
        _id: p.id,
        name: p.name,
        sku: p.sku,
        stockQuantity: p.stock_quantity,
        status: p.status,
      })),
    },
  };
}
