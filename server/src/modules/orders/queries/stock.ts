import type { Queryable } from '../../../platform/db/index.ts';
import type { StoredLine } from './orders.ts';

/** An order's quantities per product (lines of one product merged). */
function quantitiesOf(lines: readonly StoredLine[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) if (l.productId) out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity);
  return out;
}

/**
 * Takes an order's quantities from stock. The products are locked in id order (two orders taking
 * the same products never deadlock) and checked under the lock, so two confirmations racing for the
 * last units cannot both get them. Answers the lines that cannot be taken, in words (nothing is taken
 * unless every line can be), and each product's quantity before, which tells a crossing of the
 * low-stock line (modules/notifications/domain/notify.ts).
 */
export async function takeStock(db: Queryable, sellerId: string, lines: readonly StoredLine[]): Promise<{ short: string[]; before: Map<string, number> }> {
  const wanted = quantitiesOf(lines);
  const problems: string[] = [];
  for (const l of lines) if (!l.productId) problems.push(`${l.productName} (SKU ${l.sku}) is not in the catalog`);
  const ids = [...wanted.keys()];
  const rows = await db.query<{ id: string; name: string; sku: string; stock_quantity: number }>(
    `SELECT id, name, sku, stock_quantity FROM products WHERE seller_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [sellerId, ids],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const l of lines) {
    if (!l.productId) continue;
    const p = found.get(l.productId);
    const need = wanted.get(l.productId) ?? 0;
    if (!p) problems.push(`${l.productName} (SKU ${l.sku}) is no longer in the catalog`);
    else if (p.stock_quantity < need) problems.push(`${p.name} (SKU ${p.sku}): ${need} ordered, ${p.stock_quantity} in stock`);
  }
  const before = new Map(rows.map((r) => [r.id, r.stock_quantity]));
  if (problems.length > 0) return { short: [...new Set(problems)], before };
  await db.query(
    `UPDATE products p SET stock_quantity = p.stock_quantity - x.q, updated_at = now()
       FROM (SELECT unnest($2::uuid[]) AS id, unnest($3::int[]) AS q) x
      WHERE p.seller_id = $1 AND p.id = x.id`,
    [sellerId, ids, ids.map((id) => wanted.get(id) ?? 0)],
  );
  return { short: [], before };
}

/** Puts a cancelled order's quantities back (products deleted since are skipped). */
export async function returnStock(db: Queryable, sellerId: string, lines: readonly StoredLine[]): Promise<void> {
  const wanted = quantitiesOf(lines);
  const ids = [...wanted.keys()].sort();
  if (ids.length === 0) return;
  await db.query(`SELECT id FROM products WHERE seller_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`, [sellerId, ids]);
  await db.query(
    `UPDATE products p SET stock_quantity = p.stock_quantity + x.q, updated_at = now()
       FROM (SELECT unnest($2::uuid[]) AS id, unnest($3::int[]) AS q) x
      WHERE p.seller_id = $1 AND p.id = x.id`,
    [sellerId, ids, ids.map((id) => wanted.get(id) ?? 0)],
  );
}
