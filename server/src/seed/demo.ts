import { Readable } from 'node:stream';
import type { AppConfig } from '../platform/config.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { createPasswordHasher } from '../platform/auth/passwords.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { createDatabaseStorage } from '../platform/storage/storage-database.ts';
import { DOCUMENT_TYPES, ORDER_STATUSES } from '../platform/schemas/domain.ts';
import { createSellerWithUser, findUserByEmail } from '../platform/auth/users.ts';
import { recomputeVerification } from '../modules/documents/queries/documents.ts';
import { makePdf, makePng } from './files.ts';
import { insertJson, insertTickets } from './insert.ts';
import { drawPackshots, insertProductImages } from './product-images.ts';
import { seedSellerModules } from './modules.ts';
import { products as productSeeds, retailers as retailerSeeds, rng } from './data.ts';

export const DEMO_PASSWORD = 'Seller@123';
const MAIN_COMPANY = 'Punjab Agro Industries';
const MAIN_PRODUCTS = 64;
const DAY = 24 * 3600 * 1000;

export type SeededRetailer = {
  id: string;
  name: string;
  city: string;
  address: string;
};

export async function insertRetailers(db: Queryable, sellerId: string, count: number): Promise<SeededRetailer[]> {
  await insertJson(
    db,
    'retailers',
    { seller_id: 'uuid', name: 'text', city: 'text', province: 'text', phone: 'text', address: 'text', rating: 'numeric' },
    retailerSeeds(count).map((r) => ({ seller_id: sellerId, ...r })),
  );
  return db.query<SeededRetailer>(`SELECT id, name, city, address FROM retailers WHERE seller_id = $1 ORDER BY name`, [sellerId]);
}

export async function insertProducts(db: Queryable, sellerId: string, count: number, random: () => number, now: number, offset = 0) {
  const seeds = productSeeds(count, offset);
  const statuses = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'pending_review', 'inactive'];
  await insertJson(
    db,
    'products',
    {
      seller_id: 'uuid',
      name: 'text',
      sku: 'text',
      category: 'text',
      price_paisa: 'bigint',
      cost_price_paisa: 'bigint',
      stock_quantity: 'int',
      min_stock_level: 'int',
      description: 'text',
      seasonal: 'boolean',
      status: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    seeds.map((p, i) => {
      // Random levels, except that every 25th product is out of stock and another low, so even a
      // small catalog (an e2e seller's 60) always has each stock level to filter by.
      const nth = (offset + i) % 25;
      const r = nth === 7 ? 0 : nth === 13 ? 0.1 : random();
      const stock = r < 0.08 ? 0 : r < 0.2 ? 1 + Math.floor(random() * 10) : 11 + Math.floor(random() * 800);
      const created = new Date(now - Math.floor(random() * 365) * DAY - i * 1000).toISOString();
      return {
        seller_id: sellerId,
        name: p.name,
        sku: p.sku,
        category: p.category,
        price_paisa: p.pricePaisa,
        cost_price_paisa: p.costPaisa,
        stock_quantity: stock,
        min_stock_level: 1 + Math.floor(random() * 20),
        description: p.description,
        seasonal: p.seasonal,
        status: statuses[i % statuses.length],
        created_at: created,
        updated_at: created,
      };
    }),
  );
  return db.query<{ id: string; name: string; sku: string; price_paisa: number }>(
    `SELECT id, name, sku, price_paisa FROM products WHERE seller_id = $1 AND status = 'active' ORDER BY sku`,
    [sellerId],
  );
}

const COURIERS: [string, string][] = [
  ['TCS', 'TCS'],
  ['Leopards Courier', 'LP'],
  ['M&P Express', 'MP'],
  ['Daewoo Fast Cargo', 'DFC'],
  ['Trax', 'TRX'],
];
const FLOW = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
const CANCEL_REASONS = ['Cancelled at retailer request', 'Retailer ordered twice by phone', 'Payment not arranged in time'];

interface EventSeed {
  order_number: string;
  from_status: string | null;
  to_status: string;
  notes: string | null;
  courier: string | null;
  tracking_number: string | null;
  created_at: string;
}

/**
 * The moves that took an order from placement to `status`, spread between its date and now (a few
 * hours to two days a step), with a courier on the shipment; what the order page's timeline shows.
 */
function historyOf(orderNumber: string, placed: number, status: string, now: number, random: () => number) {
  const steps = status === 'cancelled' ? ['pending', random() < 0.5 ? 'confirmed' : 'pending', 'cancelled'] : FLOW.slice(0, FLOW.indexOf(status) + 1);
  const path = steps.filter((s, i) => i === 0 || s !== steps[i - 1]);
  const room = Math.max(now - placed - 60_000, 60_000);
  const perStep = Math.min(room / Math.max(path.length, 1), 2 * DAY);
  const [courier, prefix] = COURIERS[Math.floor(random() * COURIERS.length)] ?? ['TCS', 'TCS'];
  const tracking = `${prefix}-${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
  const events: EventSeed[] = [];
  let at = placed;
  path.forEach((to, i) => {
    if (i > 0) at += Math.max(60_000, Math.floor(perStep * (0.3 + 0.7 * random())));
    const shipped = to === 'shipped';
    events.push({
      order_number: orderNumber,
      from_status: i === 0 ? null : (path[i - 1] ?? null),
      to_status: to,
      notes: to === 'cancelled' ? (CANCEL_REASONS[Math.floor(random() * CANCEL_REASONS.length)] ?? null) : null,
      courier: shipped ? courier : null,
      tracking_number: shipped ? tracking : null,
      created_at: new Date(at).toISOString(),
    });
  });
  const shippedAt = events.find((e) => e.to_status === 'shipped')?.created_at ?? null;
  const deliveredAt = events.find((e) => e.to_status === 'delivered')?.created_at ?? null;
  return { events, updatedAt: new Date(at).toISOString(), shipment: shippedAt ? { courier, tracking, shippedAt, deliveredAt } : null };
}

/**
 * Orders over the last 12 months in every status, each with the timeline that took it there; older
 * orders are mostly delivered. The two last retailers only get the first dozen (recent) orders, so
 * Retailer Insights has newcomers to show. `actorId` is who made the moves (null: "System").
 */
export async function insertOrders(
  db: Queryable,
  sellerId: string,
  count: number,
  retailers: SeededRetailer[],
  catalogue: { id: string; name: string; sku: string; price_paisa: number }[],
  random: () => number,
  now: number,
  startNumber = 100001,
  actorId: string | null = null,
) {
  const rows: Record<string, unknown>[] = [];
  const events: EventSeed[] = [];
  const split = retailers.length > 4 ? retailers.length - 2 : retailers.length;
  const regulars = retailers.slice(0, split);
  const newcomers = split < retailers.length ? retailers.slice(split) : retailers;
  for (let i = 0; i < count; i++) {
    // The first dozen are recent and cover every status; the rest spread over 12 months.
    const ageDays = i < 12 ? i : Math.floor(random() * 365);
    const date = new Date(now - ageDays * DAY - Math.floor(random() * DAY));
    const r = random();
    let status: string;
    if (i < 12) status = ORDER_STATUSES[i % ORDER_STATUSES.length] ?? 'pending';
    else if (r < 0.07) status = 'cancelled';
    else if (ageDays > 21) status = 'delivered';
    else status = ORDER_STATUSES[Math.floor(random() * 5)] ?? 'pending';
    const pool = i < 12 ? newcomers : regulars;
    const retailer = pool[Math.floor(random() * pool.length)] ?? retailers[0];
    const nItems = 1 + Math.floor(random() * 3);
    const items = [];
    let total = 0;
    // One line per product, as an order form merges repeated picks.
    const picked = new Set<number>();
    for (let k = 0; k < nItems && picked.size < catalogue.length; k++) {
      let at = Math.floor(random() * catalogue.length);
      while (picked.has(at)) at = (at + 1) % catalogue.length;
      picked.add(at);
      const p = catalogue[at];
      if (!p) break;
      const quantity = 1 + Math.floor(random() * 40);
      items.push({ productId: p.id, productName: p.name, sku: p.sku, quantity, unitPricePaisa: Number(p.price_paisa) });
      total += Number(p.price_paisa) * quantity;
    }
    const orderNumber = `ORD-${startNumber + i}`;
    const history = historyOf(orderNumber, date.getTime(), status, now, random);
    events.push(...history.events);
    rows.push({
      seller_id: sellerId,
      retailer_id: retailer?.id ?? null,
      order_number: orderNumber,
      customer_name: retailer?.name ?? 'Walk-in Retailer',
      customer_city: retailer?.city ?? '',
      delivery_address: retailer ? [retailer.address, retailer.city].filter(Boolean).join(', ') : '',
      order_date: date.toISOString(),
      total_paisa: total,
      status,
      notes: history.events.at(-1)?.notes ?? null,
      items,
      courier: history.shipment?.courier ?? null,
      tracking_number: history.shipment?.tracking ?? null,
      shipped_at: history.shipment?.shippedAt ?? null,
      delivered_at: history.shipment?.deliveredAt ?? null,
      created_at: date.toISOString(),
      updated_at: history.updatedAt,
    });
  }
  await insertJson(
    db,
    'orders',
    {
      seller_id: 'uuid',
      retailer_id: 'uuid',
      order_number: 'text',
      customer_name: 'text',
      customer_city: 'text',
      delivery_address: 'text',
      order_date: 'timestamptz',
      total_paisa: 'bigint',
      status: 'text',
      notes: 'text',
      items: 'jsonb',
      courier: 'text',
      tracking_number: 'text',
      shipped_at: 'timestamptz',
      delivered_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    rows,
  );
  await db.query(
    `INSERT INTO order_status_events (order_id, seller_id, from_status, to_status, notes, changed_by, courier, tracking_number, created_at)
     SELECT o.id, o.seller_id, x.from_status, x.to_status, x.notes, $3::uuid, x.courier, x.tracking_number, x.created_at
       FROM jsonb_to_recordset($2::jsonb) AS x(order_number text, from_status text, to_status text, notes text, courier text,
                                               tracking_number text, created_at timestamptz)
       JOIN orders o ON o.seller_id = $1 AND o.order_number = x.order_number`,
    [sellerId, JSON.stringify(events), actorId],
  );
  // Merge the search indexes' pending lists now rather than on the next searches (PGlite never vacuums).
  await db.query(
    `SELECT gin_clean_pending_list('orders_seller_customer_trgm_idx'::regclass), gin_clean_pending_list('orders_seller_number_trgm_idx'::regclass)`,
  );
}

async function insertDocs(db: Queryable, storage: FileStorage, sellerId: string, company: string, types: readonly string[], status: string) {
  for (const [i, docType] of types.entries()) {
    const image = docType.startsWith('CNIC') || docType.startsWith('Bank');
    const data = image
      ? makePng(320, 200, [40 + i * 30, 120, 90])
      : makePdf([docType, company, `Issued ${new Date().toISOString().slice(0, 10)}`, 'Demo document generated by AgriHub']);
    const ext = image ? 'png' : 'pdf';
    const key = await storage.put(Readable.from([data]), ext);
    await db.query(
      `INSERT INTO documents (seller_id, doc_type, description, status, storage_key, content_type, size_bytes, original_name, reviewed_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $4 = 'Verified' THEN now() END, now() - make_interval(days => $9))`,
      [
        sellerId,
        docType,
        `${docType.split(' (')[0]} for ${company}`,
        status,
        key,
        image ? 'image/png' : 'application/pdf',
        data.length,
        `${docType.split(' ')[0]?.toLowerCase() ?? 'document'}-${i + 1}.${ext}`,
        40 - i,
      ],
    );
  }
}

const TICKETS: [string, string, string, string, string, number][] = [
  ['Invoice amount mismatch for ORD-100187', 'billing', 'Open', 'high', 'The invoice shows PKR 10,000 more than the order total.', 0.5],
  ['Unable to upload bank certificate', 'technical', 'In Progress', 'medium', 'The upload stops at 90%.', 1],
  ['Change company address', 'account', 'Resolved', 'low', 'We moved to a new office on Ferozepur Road.', 6],
  ['Delivery delayed to Multan', 'orders', 'Open', 'urgent', 'Retailer reports order not received after 10 days.', 2],
  ['Add new product category', 'products', 'Closed', 'low', 'We want to list drip irrigation parts.', 30],
  ['Payment settlement timeline', 'billing', 'In Progress', 'medium', "When will last week's payments settle?", 3],
  ['Wrong stock count shown', 'products', 'Resolved', 'medium', 'DAP stock shows zero but we have 300 bags.', 14],
  ['How to add team members', 'general', 'Resolved', 'low', 'Need access for our sales manager.', 21],
];

/** The demo company's support tickets (its notifications come later, from all its data: seed/notifications.ts). */
async function insertDemoTickets(db: Queryable, sellerId: string, now: number) {
  await insertTickets(
    db,
    sellerId,
    TICKETS.map(([subject, category, status, priority, description, days], i) => ({
      reference: `TKT-${204511 + i * 7}`,
      subject,
      category,
      status,
      priority,
      description,
      contactMethod: 'email',
      createdAt: new Date(now - (days + 2) * DAY).toISOString(),
      updatedAt: new Date(now - days * DAY).toISOString(),
    })),
  );
}

/** Seeds the two demo sellers and their data when the database has no users yet. */
export interface SeedLog {
  info(obj: Record<string, unknown>, msg: string): void;
}

export async function seedDemoIfEmpty(db: Db, config: AppConfig, log: SeedLog, storage: FileStorage): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  const passwordHash = await createPasswordHasher(config.argon2MemoryKiB).hash(DEMO_PASSWORD);
  const now = Date.now();
  // Drawn while the database inserts the rest (it works in a thread of its own), so the pictures
  // add little to the first start; the catalogue's names are fixed, so they are known already.
  const packshots = drawPackshots(productSeeds(MAIN_PRODUCTS), MAIN_COMPANY);
  // Awaited in the transaction, which may end before (another process seeded): never unhandled.
  packshots.catch(() => undefined);
  await db.transaction(async (tx) => {
    // Another process may have seeded meanwhile (several replicas on one PostgreSQL).
    await tx.query('SELECT pg_advisory_xact_lock(727275)');
    if (await findUserByEmail(tx, 'seller@demo.pk')) return;
    // Files kept in the database go in with the rest, so a seed that fails leaves none behind.
    const files = storage.kind === 'database' ? createDatabaseStorage(tx) : storage;
    const random = rng(20240601);
    const main = await createSellerWithUser(tx, {
      firstName: 'Ahmed',
      lastName: 'Raza',
      email: 'seller@demo.pk',
      passwordHash,
      companyName: MAIN_COMPANY,
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '54000',
      phone: '03001234567',
      taxId: '1234567-8',
      isVerified: true,
    });
    const retailers = await insertRetailers(tx, main.seller_id, 40);
    const catalogue = await insertProducts(tx, main.seller_id, MAIN_PRODUCTS, random, now);
    await insertOrders(tx, main.seller_id, 300, retailers, catalogue, random, now, 100001, main.id);
    await insertDocs(tx, files, main.seller_id, MAIN_COMPANY, DOCUMENT_TYPES, 'Verified');
    await insertDemoTickets(tx, main.seller_id, now);
    await insertProductImages(tx, files, main.seller_id, await packshots);
    await recomputeVerification(tx, main.seller_id);
    await seedSellerModules(tx, { sellerId: main.seller_id, userId: main.id, companyName: main.company_name, random, now, loginsWith: passwordHash });

    const fresh = await createSellerWithUser(tx, {
      firstName: 'Sana',
      lastName: 'Iqbal',
      email: 'new@demo.pk',
      passwordHash,
      companyName: 'Mehran Seeds Company',
      city: 'Hyderabad',
      state: 'Sindh',
      zipCode: '71000',
      phone: '03211234567',
      taxId: '7654321-0',
    });
    await insertDocs(tx, files, fresh.seller_id, 'Mehran Seeds Company', DOCUMENT_TYPES.slice(0, 2), 'Pending');
    await tx.query(
      `INSERT INTO support_tickets (seller_id, reference, subject, category, status, priority, description)
       VALUES ($1, 'TKT-310001', 'How long does verification take?', 'account', 'Open', 'medium', 'Uploaded two documents yesterday.')`,
      [fresh.seller_id],
    );
    await seedSellerModules(tx, { sellerId: fresh.seller_id, userId: fresh.id, companyName: fresh.company_name, random, now });
  });
  log.info({ ms: Date.now() - started }, 'demo data seeded (seller@demo.pk, new@demo.pk)');
  return true;
}
