import type { Queryable } from '../../../platform/db/index.ts';
import { likeContains } from '../../../platform/lib/validation.ts';
import type { ApplicableRule } from './pricing.ts';
import type { PricingRuleCategory, ProductCategory, ProductStatus } from '../../../platform/schemas/domain.ts';

/**
 * The seller's rules that can price a line today (active, not expired). Saving an order holds them
 * `FOR SHARE` until it commits, so a rule cannot be deleted between pricing and the order's insert.
 */
export async function applicableRules(db: Queryable, sellerId: string, today: string, lock = false): Promise<ApplicableRule[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    category: PricingRuleCategory;
    discount: number;
    min_quantity: number;
    valid_until: string;
    created_at: Date;
  }>(
    `SELECT id, name, category, discount::float8 AS discount, min_quantity, valid_until::text AS valid_until, created_at
       FROM pricing_rules WHERE seller_id = $1 AND is_active AND valid_until >= $2::date${lock ? ' FOR SHARE' : ''}`,
    [sellerId, today],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    discount: Number(r.discount),
    minQuantity: r.min_quantity,
    isActive: true,
    validUntil: r.valid_until,
    createdAt: r.created_at,
  }));
}

export interface OrderableProduct {
  id: string;
  name: string;
  sku: string;
  category: ProductCategory;
  pricePaisa: number;
  stockQuantity: number;
  status: ProductStatus;
}

interface ProductRow {
  id: string;
  name: string;
  sku: string;
  category: ProductCategory;
  price_paisa: number;
  stock_quantity: number;
  status: ProductStatus;
  [key: string]: unknown;
}

const COLUMNS = 'id, name, sku, category, price_paisa, stock_quantity, status';
const toProduct = (r: ProductRow): OrderableProduct => ({
  id: r.id,
  name: r.name,
  sku: r.sku,
  category: r.category,
  pricePaisa: Number(r.price_paisa),
  stockQuantity: r.stock_quantity,
  status: r.status,
});

export async function productsByIds(db: Queryable, sellerId: string, ids: readonly string[]): Promise<Map<string, OrderableProduct>> {
  const rows = await db.query<ProductRow>(`SELECT ${COLUMNS} FROM products WHERE seller_id = $1 AND id = ANY($2::uuid[])`, [sellerId, [...ids]]);
  return new Map(rows.map((r) => [r.id, toProduct(r)]));
}

/** Active products whose name or SKU contains `q`, SKU matches first, at most `limit`. */
/** The seller's active products among `ids` (a repeated order's lines), by name. */
export async function productOptionsByIds(db: Queryable, sellerId: string, ids: string[]): Promise<OrderableProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow>(
    `SELECT ${COLUMNS} FROM products WHERE seller_id = $1 AND status = 'active' AND id = ANY($2::uuid[]) ORDER BY name, id`,
    [sellerId, ids],
  );
  return rows.map(toProduct);
}

export async function productOptions(db: Queryable, sellerId: string, q: string, limit: number): Promise<OrderableProduct[]> {
  const term = q.trim();
  const rows = term
    ? await db.query<ProductRow>(
        `SELECT ${COLUMNS} FROM products WHERE seller_id = $1 AND status = 'active'
            AND (lower(name) LIKE $2 ESCAPE '\\' OR lower(sku) LIKE $2 ESCAPE '\\')
          ORDER BY lower(sku) = $3 DESC, lower(name) LIKE $4 ESCAPE '\\' DESC, name, id LIMIT $5`,
        [sellerId, likeContains(term), term.toLowerCase(), likeContains(term).slice(1), limit],
      )
    : await db.query<ProductRow>(`SELECT ${COLUMNS} FROM products WHERE seller_id = $1 AND status = 'active' ORDER BY name, id LIMIT $2`, [sellerId, limit]);
  return rows.map(toProduct);
}
