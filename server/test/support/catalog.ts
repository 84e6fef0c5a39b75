import type { Session, TestContext } from '../helpers.ts';

/** A product of the seller's catalog, written straight to the database. */
export async function addProduct(
  ctx: TestContext,
  s: Session,
  p: { sku: string; name?: string; category?: string; pricePaisa?: number; stock: number; status?: string },
) {
  const [row] = await ctx.app.db.query<{ id: string }>(
    `INSERT INTO products (seller_id, name, sku, category, price_paisa, stock_quantity, min_stock_level, status)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7) RETURNING id`,
    [s.sellerId, p.name ?? `Product ${p.sku}`, p.sku, p.category ?? 'fertilizers', p.pricePaisa ?? 465_000, p.stock, p.status ?? 'active'],
  );
  return row?.id ?? '';
}

/** A retailer of the seller, in Multan unless told. */
export async function addRetailer(ctx: TestContext, s: Session, name: string, city = 'Multan') {
  const [row] = await ctx.app.db.query<{ id: string }>(
    `INSERT INTO retailers (seller_id, name, city, province, phone, address) VALUES ($1, $2, $3, 'Punjab', '03001234567', 'Grain Market Road') RETURNING id`,
    [s.sellerId, name, city],
  );
  return row?.id ?? '';
}

/** A product's units in stock as stored. */
export async function stockOf(ctx: TestContext, id: string): Promise<number> {
  const [row] = await ctx.app.db.query<{ stock_quantity: number }>('SELECT stock_quantity FROM products WHERE id = $1', [id]);
  return row?.stock_quantity ?? -1;
}
