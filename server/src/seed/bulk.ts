import type { Db } from '../platform/db/index.ts';
import { createPasswordHasher } from '../platform/auth/passwords.ts';
import { ARGON2_MIN_MEMORY_KIB } from '../platform/config.ts';
import { createSellerWithUser, findUserByEmail } from '../platform/auth/users.ts';
import { DEMO_PASSWORD, insertOrders, insertProducts, insertRetailers, type SeededRetailer } from './demo.ts';
import { rng } from './data.ts';
import { seedSellerModules } from './modules.ts';

export interface BulkOptions {
  email: string;
  orders: number;
  products: number;
  retailers?: number;
}

/** Large data for benchmarks: a verified seller (password Seller@123) with many products and orders. */
export async function seedBulk(db: Db, opts: BulkOptions): Promise<{ sellerId: string; ms: number }> {
  const started = Date.now();
  let user = await findUserByEmail(db, opts.email);
  const created = !user;
  if (!user) {
    const passwordHash = await createPasswordHasher(ARGON2_MIN_MEMORY_KIB).hash(DEMO_PASSWORD);
    await createSellerWithUser(db, {
      firstName: 'Bench',
      lastName: 'Seller',
      email: opts.email.toLowerCase(),
      passwordHash,
      companyName: 'Indus Agri Inputs (Pvt) Ltd',
      city: 'Faisalabad',
      state: 'Punjab',
      zipCode: '38000',
      phone: '03451234567',
      taxId: '2345678-9',
      isVerified: true,
    });
    user = await findUserByEmail(db, opts.email);
  }
  if (!user) throw new Error('could not create the seller');
  const sellerId = user.seller_id;
  await db.query('UPDATE sellers SET is_verified = true WHERE id = $1', [sellerId]);
  const random = rng(Date.now() & 0xffffffff);
  const now = Date.now();
  const [counts] = await db.query<{ products: number; orders: number }>(
    `SELECT (SELECT count(*)::int FROM products WHERE seller_id = $1) AS products,
            (SELECT count(*)::int FROM orders WHERE seller_id = $1) AS orders`,
    [sellerId],
  );
  let retailers = await db.query<SeededRetailer>('SELECT id, name, city, address FROM retailers WHERE seller_id = $1', [sellerId]);
  if (retailers.length === 0) retailers = await insertRetailers(db, sellerId, opts.retailers ?? 40);
  for (let done = 0; done < opts.products; done += 5000) {
    const n = Math.min(5000, opts.products - done);
    await insertProducts(db, sellerId, n, random, now, (counts?.products ?? 0) + done);
  }
  const catalogue = await db.query<{ id: string; name: string; sku: string; price_paisa: number }>(
    "SELECT id, name, sku, price_paisa FROM products WHERE seller_id = $1 AND status = 'active' LIMIT 500",
    [sellerId],
  );
  if (catalogue.length === 0 && opts.orders > 0) throw new Error('orders need at least one product');
  for (let done = 0; done < opts.orders; done += 10000) {
    const n = Math.min(10000, opts.orders - done);
    await insertOrders(db, sellerId, n, retailers, catalogue, random, now, 100001 + (counts?.orders ?? 0) + done);
  }
  if (created) {
    await seedSellerModules(db, { sellerId, userId: user.id, companyName: user.company_name, random, now });
  }
  await db.exec('ANALYZE');
  return { sellerId, ms: Date.now() - started };
}
