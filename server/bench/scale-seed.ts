/**
 * The data of `npm run bench -w server -- scale`: 100 verified sellers and 1,000,000 orders on a
 * PostgreSQL server, written set-wise (INSERT ... SELECT over generate_series, one statement per
 * seller and table), so seeding takes minutes, not hours. The first seller is the big one (a fifth
 * of all orders: deep pages exist only there); the others share the rest. Every order goes through
 * the triggers a real one does (summary counters, live events, data versions), so the maintained
 * figures are as they would be.
 */
import type { Db, Queryable } from '../src/platform/db/index.ts';
import { createPasswordHasher } from '../src/platform/auth/passwords.ts';
import { ARGON2_MIN_MEMORY_KIB } from '../src/platform/config.ts';
import { createSellerWithUser, findUserByEmail } from '../src/platform/auth/users.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';

export const SCALE_SELLERS = 100;

export const scaleEmail = (i: number) => `scale-${String(i + 1).padStart(3, '0')}@bench.pk`;

/** How many orders seller `i` gets out of `total`: 20% to the first, the rest shared evenly. */
export function ordersOf(i: number, total: number): number {
  const big = Math.floor(total / 5);
  if (i === 0) return big;
  const rest = total - big;
  const each = Math.floor(rest / (SCALE_SELLERS - 1));
  return i === SCALE_SELLERS - 1 ? rest - each * (SCALE_SELLERS - 2) : each;
}

const RETAILERS_PER_SELLER = 60;
const PRODUCTS_PER_SELLER = 80;

// The retailers' names: words shops in Punjab and Sindh use, so a search for one finds a share.
const FIRST = `ARRAY['Kissan','Madina','Al-Rehman','Bismillah','Zamindar','Sohni','Punjab','Sindh','Haji','Chaudhry','Barkat','Al-Noor']`;
const SECOND = `ARRAY['Traders','Khad Store','Agro Centre','Beej Ghar','Kisan Markaz','Seed House']`;
const CITIES = `ARRAY['Lahore','Multan','Faisalabad','Okara','Sahiwal','Hyderabad','Sukkur','Bahawalpur','Gujranwala','Rahim Yar Khan']`;
const PRODUCT_NAMES = `ARRAY['Urea 50kg Bag','DAP 50kg Bag','Wheat Seed Galaxy','Cotton Seed BT-886','Emamectin 1.9EC','Knapsack Sprayer 16L','Drip Irrigation Kit','Zinc Sulphate 10kg']`;
const CATEGORIES = `ARRAY['fertilizers','fertilizers','seeds','seeds','pesticides','tools','equipment','fertilizers']`;
const MODULES = `ARRAY['orders','catalog','pricing','logistics','payments','documents','support','team']`;

async function seedSeller(db: Queryable, sellerId: string, userId: string, i: number, orders: number): Promise<void> {
  await db.query(
    `INSERT INTO retailers (seller_id, name, city, province, address, credit_limit_paisa)
     SELECT $1, (${FIRST})[1 + g % 12] || ' ' || (${SECOND})[1 + (g / 12) % 6] || ' ' || g,
            (${CITIES})[1 + (g * 7) % 10], 'Punjab', 'Shop ' || g || ', Main Bazaar',
            CASE WHEN g % 3 = 0 THEN NULL ELSE 100000000000 END
       FROM generate_series(1, $2::int) g`,
    [sellerId, RETAILERS_PER_SELLER],
  );
  await db.query(
    `INSERT INTO products (seller_id, name, sku, category, price_paisa, stock_quantity, min_stock_level, status)
     SELECT $1, (${PRODUCT_NAMES})[1 + g % 8] || ' Lot ' || g, 'SKU-' || $3::text || '-' || lpad(g::text, 4, '0'),
            (${CATEGORIES})[1 + g % 8], (500 + (g * 7919) % 20000) * 100, 1000000, 10, 'active'
       FROM generate_series(1, $2::int) g`,
    [sellerId, PRODUCTS_PER_SELLER, String(i + 1)],
  );
  // In slices, so the statement triggers' transition tables stay small.
  const SLICE = 25_000;
  for (let from = 1; from <= orders; from += SLICE) {
    const to = Math.min(orders, from + SLICE - 1);
    await db.query(
      `WITH r AS (SELECT array_agg(id ORDER BY name) AS ids, array_agg(name ORDER BY name) AS names, array_agg(city ORDER BY name) AS cities
                    FROM retailers WHERE seller_id = $1),
            p AS (SELECT array_agg(id ORDER BY sku) AS ids, array_agg(name ORDER BY sku) AS names, array_agg(sku ORDER BY sku) AS skus,
                         array_agg(price_paisa ORDER BY sku) AS prices FROM products WHERE seller_id = $1)
       INSERT INTO orders (seller_id, retailer_id, order_number, customer_name, customer_city, delivery_address, order_date,
                           total_paisa, status, items, created_at, updated_at)
       SELECT $1, r.ids[v.ri], 'ORD-' || (100000 + g), r.names[v.ri], r.cities[v.ri], r.cities[v.ri], v.d, l.total,
              CASE WHEN v.x < 0.07 THEN 'cancelled'
                   WHEN v.d < now() - interval '21 days' THEN 'delivered'
                   ELSE (ARRAY['pending','confirmed','processing','shipped','delivered'])[1 + floor(v.y * 5)::int] END,
              l.items, v.d, v.d
         FROM generate_series($2::int, $3::int) g CROSS JOIN r CROSS JOIN p
         CROSS JOIN LATERAL (SELECT 1 + floor(random() * cardinality(r.ids))::int + 0 * g AS ri,
                                    now() - (random() + 0 * g) * interval '730 days' AS d, random() + 0 * g AS x, random() + 0 * g AS y) v
         CROSS JOIN LATERAL (
           SELECT jsonb_agg(jsonb_build_object('productId', p.ids[k.pi], 'productName', p.names[k.pi], 'sku', p.skus[k.pi],
                                               'quantity', k.q, 'unitPricePaisa', p.prices[k.pi])) AS items,
                  sum(p.prices[k.pi] * k.q)::bigint AS total
             FROM (SELECT 1 + floor(random() * cardinality(p.ids))::int AS pi, 1 + floor(random() * 40)::int AS q
                     FROM generate_series(1, 1 + g % 3)) k) l`,
      [sellerId, from, to],
    );
  }
  // The activity log: a recorded change per order, spread over the modules and the same two years.
  await db.query(
    `INSERT INTO audit_log (seller_id, actor_id, actor_name, ip, module, entity, entity_id, action, changes, at)
     SELECT $1, $2, 'Bench Seller', '10.0.0.1', (${MODULES})[1 + g % 8], 'orders', g::text,
            (ARRAY['create','update','delete'])[1 + g % 3], '{}'::jsonb, now() - random() * interval '730 days' + 0 * g * interval '1 s'
       FROM generate_series(1, $3::int) g`,
    [sellerId, userId, orders],
  );
  await db.query(
    `INSERT INTO notifications (seller_id, kind, title, message, type, created_at)
     SELECT $1, 'account', 'Order update ' || g, 'Something happened to an order', 'Order', now() - g * interval '1 hour'
       FROM generate_series(1, 300) g`,
    [sellerId],
  );
  // Read state is each member's (migration 029): the member's mark goes back before the oldest, as
  // if they had been there all along, and three in four are read one by one, a quarter left unread.
  await db.query(`UPDATE notification_read_marks SET read_through = now() - interval '301 hours' WHERE user_id = $1`, [userId]);
  await db.query(
    `INSERT INTO notification_reads (user_id, notification_id, seller_id)
     SELECT $1, id, seller_id FROM (SELECT id, seller_id, row_number() OVER (ORDER BY created_at DESC) AS g FROM notifications WHERE seller_id = $2) n
      WHERE g % 4 <> 0`,
    [userId, sellerId],
  );
}

/**
 * Seeds the sellers that are missing; answers the seeding time (0 when everything was there).
 * `sellers` (the bench's 100 unless given) lets a test seed the first few, on the schema of today.
 */
export async function seedScale(db: Db, totalOrders: number, log: (line: string) => void, sellers = SCALE_SELLERS): Promise<number> {
  const started = Date.now();
  const hash = await createPasswordHasher(ARGON2_MIN_MEMORY_KIB).hash(DEMO_PASSWORD);
  let seeded = 0;
  for (let i = 0; i < sellers; i++) {
    if (await findUserByEmail(db, scaleEmail(i))) continue;
    // One transaction per seller: a run cut short leaves whole sellers only, and the next one
    // carries on from the first missing.
    await db.transaction(async (tx) => {
      const user = await createSellerWithUser(tx, {
        firstName: 'Bench',
        lastName: `Seller ${i + 1}`,
        email: scaleEmail(i),
        passwordHash: hash,
        companyName: `Scale Agri ${i + 1} (Pvt) Ltd`,
        city: 'Multan',
        state: 'Punjab',
        zipCode: '60000',
        phone: '03001234567',
        taxId: '1234567-8',
        isVerified: true,
      });
      await seedSeller(tx, user.seller_id, user.id, i, ordersOf(i, totalOrders));
    });
    seeded += 1;
    if (seeded % 10 === 0) log(`  ${i + 1} of ${SCALE_SELLERS} sellers seeded (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (seeded === 0) return 0;
  await db.exec('VACUUM ANALYZE');
  return Date.now() - started;
}
