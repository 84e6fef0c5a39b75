import { queryJson, type Queryable, type SqlParam } from '../../../platform/db/index.ts';
import { paisaToRupees } from '../../../platform/lib/money.ts';
import { likeContains, type ProductInput } from '../../../platform/lib/validation.ts';
import type { UrlSigner } from '../../../platform/storage/signed-urls.ts';
import type { Product } from '../schemas/products.ts';
import type { ProductCategory, ProductStatus, StockStatus } from '../../../platform/schemas/domain.ts';

interface ProductRow {
  id: string;
  name: string;
  sku: string;
  category: ProductCategory;
  price_paisa: number;
  cost_price_paisa: number | null;
  stock_quantity: number;
  min_stock_level: number;
  description: string;
  seasonal: boolean;
  status: ProductStatus;
  /** stock_status(stock_quantity), migration 010. */
  stock_status: StockStatus;
  /** A Date from a row, ISO text from the list's JSON. */
  created_at: Date | string;
  updated_at: Date | string;
  images: { id: string; contentType: string }[] | null;
  [key: string]: unknown;
}

function toDto(r: ProductRow, signer: UrlSigner): Product {
  return {
    _id: r.id,
    name: r.name,
    sku: r.sku,
    category: r.category,
    price: paisaToRupees(r.price_paisa),
    costPrice: r.cost_price_paisa === null ? null : paisaToRupees(r.cost_price_paisa),
    stockQuantity: r.stock_quantity,
    minStockLevel: r.min_stock_level,
    description: r.description,
    seasonal: r.seasonal,
    status: r.status,
    stockStatus: r.stock_status,
    images: (r.images ?? []).map((i) => ({ _id: i.id, url: signer.sign('images', i.id), contentType: i.contentType })),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const SELECT_PRODUCT = `
  SELECT p.id, p.name, p.sku, p.category, p.price_paisa, p.cost_price_paisa, p.stock_quantity,
         p.min_stock_level, p.description, p.seasonal, p.status, stock_status(p.stock_quantity), p.created_at, p.updated_at,
         (SELECT json_agg(json_build_object('id', i.id, 'contentType', i.content_type) ORDER BY i.position)
            FROM product_images i WHERE i.product_id = p.id) AS images
    FROM products p`;

export interface ProductListQuery {
  q?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
  page: number;
  pageSize: number;
}

export interface ProductSummary {
  totalProducts: number;
  activeProducts: number;
  pendingReviewProducts: number;
  lowStockProducts: number;
  outOfStockProducts: number;
}

interface ProductStats {
  n_total: number;
  n_active: number;
  n_pending: number;
  n_low: number;
  n_out: number;
  n_seasonal: number;
  inventory_value: number;
  inventory_items: number;
}

const ZERO_STATS: ProductStats = { n_total: 0, n_active: 0, n_pending: 0, n_low: 0, n_out: 0, n_seasonal: 0, inventory_value: 0, inventory_items: 0 };

/** A product_stats row as numbers (zeros when the seller has no products yet). */
function statsOf(r: Record<string, unknown> | null | undefined): ProductStats {
  const stats = { ...ZERO_STATS };
  if (r) for (const k of Object.keys(stats) as (keyof ProductStats)[]) stats[k] = Number(r[k] ?? 0);
  return stats;
}

function summaryOf(s: ProductStats): ProductSummary {
  return {
    totalProducts: s.n_total,
    activeProducts: s.n_active,
    pendingReviewProducts: s.n_pending,
    lowStockProducts: s.n_low,
    outOfStockProducts: s.n_out,
  };
}

export async function listProducts(db: Queryable, sellerId: string, q: ProductListQuery, signer: UrlSigner) {
  const where = ['p.seller_id = $1'];
  const params: SqlParam[] = [sellerId];
  if (q.q && q.q.trim() !== '') {
    params.push(likeContains(q.q.trim()));
    const n = params.length;
    where.push(`(lower(p.name) LIKE $${n} ESCAPE '\\' OR lower(p.sku) LIKE $${n} ESCAPE '\\' OR p.category LIKE $${n} ESCAPE '\\')`);
  }
  if (q.category && q.category.trim() !== '') {
    params.push(q.category.trim().toLowerCase());
    where.push(`p.category = $${params.length}`);
  }
  switch (q.status) {
    // The low-stock threshold lives in SQL (migration 010); these bounds keep the filter indexable.
    case 'In Stock':
      where.push('p.stock_quantity > low_stock_threshold()');
      break;
    case 'Low Stock':
      where.push('p.stock_quantity BETWEEN 1 AND low_stock_threshold()');
      break;
    case 'Out of Stock':
      where.push('p.stock_quantity <= 0');
      break;
    case 'Seasonal':
      where.push('p.seasonal');
      break;
    default:
      break;
  }
  const whereSql = where.join(' AND ');
  const needsCount = Boolean((q.q && q.q.trim() !== '') || (q.category && q.category.trim() !== ''));
  params.push(q.pageSize, (q.page - 1) * q.pageSize);
  // One statement answered as JSON text. The page's ids first: PostgreSQL would
  // otherwise build the images JSON of every row OFFSET skips.
  const page = await queryJson<{ rows: ProductRow[]; stats: Record<string, unknown> | null; total: number | null }>(
    db,
    `SELECT json_build_object(
       'rows', (SELECT coalesce(json_agg(r ORDER BY r.created_at DESC, r.id DESC), '[]'::json) FROM (
                 ${SELECT_PRODUCT}
                  WHERE p.seller_id = $1 AND p.id IN (
                    SELECT p.id FROM products p WHERE ${whereSql}
                     ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length - 1} OFFSET $${params.length})) r),
       'stats', (SELECT row_to_json(s) FROM product_stats s WHERE s.seller_id = $1),
       'total', ${needsCount ? `(SELECT count(*) FROM products p WHERE ${whereSql})` : 'NULL::bigint'}
     )::text AS body`,
    params,
  );
  const stats = statsOf(page.stats);
  let total: number;
  if (page.total !== null) total = Number(page.total);
  else if (q.status === 'Low Stock') total = stats.n_low;
  else if (q.status === 'Out of Stock') total = stats.n_out;
  else if (q.status === 'In Stock') total = stats.n_total - stats.n_low - stats.n_out;
  else if (q.status === 'Seasonal') total = stats.n_seasonal;
  else total = stats.n_total;
  return {
    products: page.rows.map((r) => toDto(r, signer)),
    summary: summaryOf(stats),
    pagination: { page: q.page, pageSize: q.pageSize, total },
  };
}

export async function getProduct(db: Queryable, sellerId: string, id: string, signer: UrlSigner) {
  const rows = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE p.seller_id = $1 AND p.id = $2`, [sellerId, id]);
  return rows[0] ? toDto(rows[0], signer) : undefined;
}

export interface StoredImage {
  storageKey: string;
  contentType: string;
  size: number;
  originalName: string;
}

export async function createProductRow(db: Queryable, sellerId: string, p: ProductInput, images: StoredImage[]): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO products (seller_id, name, sku, category, price_paisa, cost_price_paisa, stock_quantity,
                           min_stock_level, description, seasonal, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active') RETURNING id`,
    [sellerId, p.name, p.sku, p.category, p.pricePaisa, p.costPricePaisa, p.stockQuantity, p.minStockLevel, p.description, p.seasonal],
  );
  if (!row) throw new Error('product insert returned no row');
  let position = 0;
  for (const img of images) {
    await db.query(
      `INSERT INTO product_images (product_id, seller_id, position, storage_key, content_type, size_bytes, original_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.id, sellerId, position++, img.storageKey, img.contentType, img.size, img.originalName],
    );
  }
  return row.id;
}

/** Deletes the product; returns the storage keys of its images (for the caller to remove), or null. */
export async function deleteProduct(db: Queryable, sellerId: string, id: string): Promise<string[] | null> {
  const images = await db.query<{ storage_key: string }>(`SELECT storage_key FROM product_images WHERE seller_id = $1 AND product_id = $2`, [sellerId, id]);
  const deleted = await db.query(`DELETE FROM products WHERE seller_id = $1 AND id = $2 RETURNING id`, [sellerId, id]);
  if (deleted.length === 0) return null;
  return images.map((i) => i.storage_key);
}

export async function findImage(db: Queryable, id: string) {
  const rows = await db.query<{ storage_key: string; content_type: string; original_name: string }>(
    `SELECT storage_key, content_type, original_name FROM product_images WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** The lower-cased SKUs among `skus` that the seller already has. */
export async function existingSkus(db: Queryable, sellerId: string, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db.query<{ sku: string }>(`SELECT lower(sku) AS sku FROM products WHERE seller_id = $1 AND lower(sku) = ANY($2::text[])`, [
    sellerId,
    skus.map((s) => s.toLowerCase()),
  ]);
  return new Set(rows.map((r) => r.sku));
}

const BULK_CHUNK = 500;

/** Inserts many products with multi-row statements (the stats trigger runs once per statement). */
export async function importProducts(db: Queryable, sellerId: string, products: ProductInput[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < products.length; start += BULK_CHUNK) {
    const chunk = products.slice(start, start + BULK_CHUNK);
    const params: SqlParam[] = [sellerId];
    const values = chunk.map((p) => {
      const base = params.length;
      params.push(p.name, p.sku, p.category, p.pricePaisa, p.costPricePaisa, p.stockQuantity, p.minStockLevel, p.description, p.seasonal);
      const ph = Array.from({ length: 9 }, (_, i) => `$${base + i + 1}`).join(', ');
      return `($1, ${ph}, 'active')`;
    });
    const rows = await db.query(
      `INSERT INTO products (seller_id, name, sku, category, price_paisa, cost_price_paisa, stock_quantity,
                             min_stock_level, description, seasonal, status)
       VALUES ${values.join(', ')} RETURNING id`,
      params,
    );
    added += rows.length;
  }
  return added;
}

export interface ProductImageRow {
  id: string;
  storage_key: string;
  position: number;
  [key: string]: unknown;
}

/** Locks the product row for an edit; undefined when it is not this seller's. */
export async function lockProduct(db: Queryable, sellerId: string, id: string) {
  const [row] = await db.query<ProductRow>(
    `SELECT p.id, p.name, p.sku, p.category, p.price_paisa, p.cost_price_paisa, p.stock_quantity, p.min_stock_level,
            p.description, p.seasonal, p.status, p.created_at, p.updated_at, NULL AS images
       FROM products p WHERE p.seller_id = $1 AND p.id = $2 FOR UPDATE`,
    [sellerId, id],
  );
  if (!row) return undefined;
  const images = await db.query<ProductImageRow>(
    `SELECT id, storage_key, position FROM product_images WHERE seller_id = $1 AND product_id = $2 ORDER BY position`,
    [sellerId, id],
  );
  return { row, images };
}

/** The product's current values as the add form's text fields (for merging a partial edit). */
export function productFields(r: ProductRow): Record<string, string> {
  return {
    name: r.name,
    sku: r.sku,
    category: r.category,
    price: String(paisaToRupees(Number(r.price_paisa))),
    costPrice: r.cost_price_paisa === null ? '' : String(paisaToRupees(Number(r.cost_price_paisa))),
    stockQuantity: String(r.stock_quantity),
    minStockLevel: String(r.min_stock_level),
    description: r.description,
    seasonal: r.seasonal ? 'true' : 'false',
  };
}

/**
 * Saves an edit inside the caller's transaction: new field values, removal of `removeIds` images and
 * the new images appended after the kept ones (positions renumbered from 0).
 */
export async function updateProductRow(
  db: Queryable,
  sellerId: string,
  id: string,
  p: ProductInput,
  keep: ProductImageRow[],
  removeIds: string[],
  added: StoredImage[],
): Promise<void> {
  await db.query(
    `UPDATE products SET name = $3, sku = $4, category = $5, price_paisa = $6, cost_price_paisa = $7, stock_quantity = $8,
            min_stock_level = $9, description = $10, seasonal = $11, updated_at = now()
      WHERE seller_id = $1 AND id = $2`,
    [sellerId, id, p.name, p.sku, p.category, p.pricePaisa, p.costPricePaisa, p.stockQuantity, p.minStockLevel, p.description, p.seasonal],
  );
  if (removeIds.length > 0) {
    await db.query(`DELETE FROM product_images WHERE seller_id = $1 AND product_id = $2 AND id = ANY($3::uuid[])`, [sellerId, id, removeIds]);
  }
  let position = 0;
  for (const img of keep) {
    if (img.position !== position) {
      await db.query(`UPDATE product_images SET position = $3 WHERE seller_id = $1 AND id = $2`, [sellerId, img.id, position]);
    }
    position += 1;
  }
  for (const img of added) {
    await db.query(
      `INSERT INTO product_images (product_id, seller_id, position, storage_key, content_type, size_bytes, original_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, sellerId, position++, img.storageKey, img.contentType, img.size, img.originalName],
    );
  }
}
