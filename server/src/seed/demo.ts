import path from 'node:path';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { createDiskStorage, type FileStorage } from '../lib/storage.ts';
import { DOCUMENT_TYPES, ORDER_STATUSES } from '../schemas/domain.ts';
import { createSellerWithUser, findUserByEmail } from '../repos/users.ts';
import { recomputeVerification } from '../repos/documents.ts';
import { makePdf, makePng } from './files.ts';
import { insertJson, insertTickets } from './insert.ts';
import { seedSellerModules } from './modules.ts';
import { products as productSeeds, retailers as retailerSeeds, rng } from './data.ts';

export const DEMO_PASSWORD = 'Seller@123';
const DAY = 24 * 3600 * 1000;

export async function insertRetailers(db: Queryable, sellerId: string, count: number): Promise<{ id: string; name: string; city: string }[]> {
  await insertJson(
    db,
    'retailers',
    { seller_id: 'uuid', name: 'text', city: 'text', province: 'text', phone: 'text', rating: 'numeric' },
    retailerSeeds(count).map((r) => ({ seller_id: sellerId, ...r })),
  );
  return db.query<{ id: string; name: string; city: string }>(`SELECT id, name, city FROM retailers WHERE seller_id = $1 ORDER BY name`, [sellerId]);
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
      const r = random();
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
    `SELECT id, name, sku, price_paisa FROM products WHERE seller_id = $1 ORDER BY sku`,
    [sellerId],
  );
}

/**
 * Orders over the last 12 months in every status; older orders are mostly delivered. The two last
 * retailers only get the first dozen (recent) orders, so Retailer Insights has newcomers to show.
 */
export async function insertOrders(
  db: Queryable,
  sellerId: string,
  count: number,
  retailers: { id: string; name: string; city: string }[],
  catalogue: { name: string; sku: string; price_paisa: number }[],
  random: () => number,
  now: number,
  startNumber = 100001,
) {
  const rows: Record<string, unknown>[] = [];
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
      items.push({ productName: p.name, sku: p.sku, quantity, unitPricePaisa: p.price_paisa });
      total += p.price_paisa * quantity;
    }
    rows.push({
      seller_id: sellerId,
      retailer_id: retailer?.id ?? null,
      order_number: `ORD-${startNumber + i}`,
      customer_name: retailer?.name ?? 'Walk-in Retailer',
      customer_city: retailer?.city ?? '',
      order_date: date.toISOString(),
      total_paisa: total,
      status,
      notes: status === 'cancelled' ? 'Cancelled at retailer request' : null,
      items: JSON.stringify(items),
      created_at: date.toISOString(),
      updated_at: date.toISOString(),
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
      order_date: 'timestamptz',
      total_paisa: 'bigint',
      status: 'text',
      notes: 'text',
      items: 'jsonb',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    rows.map((r) => ({ ...r, items: JSON.parse(r.items as string) })),
  );
  // Merge the search indexes' pending lists now rather than on the next searches (PGlite never vacuums).
  await db.query(`SELECT gin_clean_pending_list('orders_customer_trgm_idx'::regclass), gin_clean_pending_list('orders_number_trgm_idx'::regclass)`);
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

const NOTIFICATIONS: [string, string, string, string, boolean, number][] = [
  ['New order received', 'Order ORD-100298 from Kissan Agri Store Lahore is awaiting confirmation.', 'Order', 'normal', false, 0.1],
  ['Low stock alert', 'Urea 50kg Bag is running low (8 bags left). Restock before the Rabi season.', 'Inventory', 'warning', false, 0.4],
  ['Payment received', 'PKR 1,245,000 from Al-Rehman Beej Ghar Faisalabad has been credited.', 'Payment', 'normal', false, 1],
  ['Out of stock', 'Hybrid Maize Seed 10kg is out of stock and hidden from retailers.', 'Inventory', 'warning', false, 1.5],
  ['Document verified', 'Your NTN certificate has been verified.', 'Document', 'normal', true, 3],
  ['Price update reminder', 'DAP prices change on the 1st of next month; review your price list.', 'System', 'warning', false, 4],
  ['Order delivered', 'Order ORD-100250 was delivered to Madina Khad Store Multan.', 'Order', 'normal', true, 5],
  ['Financing offer', 'You are pre-approved for working-capital financing with our partner bank.', 'Payment', 'normal', true, 7],
  ['Support ticket updated', 'Ticket TKT-204518 about invoice mismatch has a new reply.', 'Support', 'normal', true, 9],
  ['Scheduled maintenance', 'The portal will be unavailable on Sunday 2:00-3:00 AM PKT.', 'System', 'normal', true, 12],
  ['New retailer', 'Sabz Kisan Agro Centre Sahiwal placed its first order.', 'Order', 'normal', true, 15],
  ['Compliance reminder', 'Your utility bill document expires in 30 days.', 'Document', 'warning', true, 20],
];

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

async function insertNotificationsAndTickets(db: Queryable, sellerId: string, now: number) {
  await insertJson(
    db,
    'notifications',
    { seller_id: 'uuid', title: 'text', message: 'text', type: 'text', priority: 'text', is_read: 'boolean', created_at: 'timestamptz' },
    NOTIFICATIONS.map(([title, message, type, priority, isRead, days]) => ({
      seller_id: sellerId,
      title,
      message,
      type,
      priority,
      is_read: isRead,
      created_at: new Date(now - days * DAY).toISOString(),
    })),
  );
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

export async function seedDemoIfEmpty(db: Db, config: AppConfig, log: SeedLog): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  const passwordHash = await createPasswordHasher(config.argon2MemoryKiB).hash(DEMO_PASSWORD);
  const storage = createDiskStorage(path.join(config.dataDir, 'uploads'));
  const now = Date.now();
  await db.transaction(async (tx) => {
    // Another process may have seeded meanwhile (several replicas on one PostgreSQL).
    await tx.query('SELECT pg_advisory_xact_lock(727275)');
    if (await findUserByEmail(tx, 'seller@demo.pk')) return;
    const random = rng(20240601);
    const main = await createSellerWithUser(tx, {
      firstName: 'Ahmed',
      lastName: 'Raza',
      email: 'seller@demo.pk',
      passwordHash,
      companyName: 'Punjab Agro Industries',
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '54000',
      phone: '03001234567',
      taxId: '1234567-8',
      isVerified: true,
    });
    const retailers = await insertRetailers(tx, main.seller_id, 40);
    const catalogue = await insertProducts(tx, main.seller_id, 64, random, now);
    await insertOrders(tx, main.seller_id, 300, retailers, catalogue, random, now);
    await insertDocs(tx, storage, main.seller_id, 'Punjab Agro Industries', DOCUMENT_TYPES, 'Verified');
    await insertNotificationsAndTickets(tx, main.seller_id, now);
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
    await insertDocs(tx, storage, fresh.seller_id, 'Mehran Seeds Company', DOCUMENT_TYPES.slice(0, 2), 'Pending');
    await tx.query(
      `INSERT INTO notifications (seller_id, title, message, type, priority) VALUES
        ($1, 'Welcome to AgriHub', 'Upload all 6 required documents in the Document Center to get verified. Verification takes 1 working week.', 'Account', 'warning'),
        ($1, 'Documents under review', '2 of 6 documents received and pending review.', 'Document', 'normal')`,
      [fresh.seller_id],
    );
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
