import type { Queryable } from '../platform/db/index.ts';
import { insertJson, insertTickets } from './insert.ts';
import type { SellerSeed } from './modules.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** [name, role, department, status, last active hours ago (null: never)] after the owner, the first admin. */
const MEMBERS: [string, string, string, string, number | null][] = [
  ['Ayesha Khan', 'manager', 'sales', 'Active', 3],
  ['Bilal Ahmed', 'editor', 'product', 'Active', 26],
  ['Hina Shah', 'editor', 'logistics', 'Active', 50],
  ['Farah Naz', 'viewer', 'finance', 'Active', 8],
  ['Usman Tariq', 'viewer', 'finance', 'Inactive', 21 * 24],
  ['Zainab Ali', 'viewer', 'support', 'Invited', null],
];

/** 'Ayesha Khan' at 'punjabagro.pk' -> 'ayesha.khan@punjabagro.pk'. */
export const memberEmail = (name: string, domain: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@${domain}`;

/** 'Punjab Agro Industries' -> 'punjabagro.pk': the company's e-mail domain for sample members. */
export function companyDomain(companyName: string): string {
  const words = companyName
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return `${words.slice(0, 2).join('') || 'company'}.pk`;
}

const TICKETS: [string, string, string, string, string, string, number][] = [
  ['Retailer payment not reflected', 'billing', 'Open', 'high', 'A retailer paid by bank transfer three days ago; the order still shows unpaid.', 'phone', 1],
  ['Bulk upload of price list', 'products', 'In Progress', 'medium', 'We want to upload our Rabi season price list for 40 products at once.', 'email', 2],
  ['Sub-account for our warehouse', 'account', 'Resolved', 'low', 'Our warehouse manager needs to see orders only.', 'whatsapp', 9],
  ['Order status stuck on processing', 'orders', 'Closed', 'medium', 'Two orders could not be marked shipped yesterday.', 'email', 16],
];

/**
 * A seller's team as on the spec's sample: the seller's own account (first admin, created with the
 * account) plus five members across the roles and statuses. Sellers that start without support
 * data (bulk and e2e sellers) also get a few tickets (their notifications: seed/notifications.ts).
 */
export async function seedTeam(db: Queryable, seed: SellerSeed): Promise<void> {
  const { sellerId, userId, companyName, now } = seed;
  // Normally already there (createSellerWithUser adds it); kept for accounts created otherwise.
  await db.query(
    `INSERT INTO team_members (seller_id, user_id, name, email, role, status, last_active_at, is_owner)
     SELECT seller_id, id, first_name || ' ' || last_name, email, 'admin', 'Active', now(), true FROM users WHERE id = $1
     ON CONFLICT DO NOTHING`,
    [userId],
  );
  const domain = companyDomain(companyName);
  await insertJson(
    db,
    'team_members',
    {
      seller_id: 'uuid',
      name: 'text',
      email: 'text',
      role: 'text',
      department: 'text',
      status: 'text',
      last_active_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    MEMBERS.map(([name, role, department, status, hoursAgo], i) => ({
      seller_id: sellerId,
      name,
      email: memberEmail(name, domain),
      role,
      department,
      status,
      last_active_at: hoursAgo === null ? null : new Date(now - hoursAgo * HOUR).toISOString(),
      created_at: new Date(now - (60 - i * 7) * DAY).toISOString(),
    })),
  );
  if (seed.loginsWith) await seedLogins(db, seed, seed.loginsWith);
  await seedSupportIfEmpty(db, seed);
}

/** Logins for the members who have joined (Active, or Inactive: paused after joining), then their recent work. */
async function seedLogins(db: Queryable, { sellerId }: SellerSeed, passwordHash: string): Promise<void> {
  await db.query(
    `WITH joined AS (
       INSERT INTO users (seller_id, first_name, last_name, email, password_hash, created_at)
       SELECT seller_id, split_part(name, ' ', 1), substr(name, length(split_part(name, ' ', 1)) + 2), email, $2, created_at
         FROM team_members WHERE seller_id = $1 AND user_id IS NULL AND status IN ('Active', 'Inactive')
       RETURNING id, email)
     UPDATE team_members m SET user_id = j.id FROM joined j WHERE m.seller_id = $1 AND lower(m.email) = lower(j.email)`,
    [sellerId, passwordHash],
  );
  // A few changes made as the members (the audit trigger records them as it does any user's).
  const work: [string, string, readonly (string | number)[]][] = [
    [
      'Bilal Ahmed',
      `UPDATE products SET stock_quantity = stock_quantity + 40 WHERE id = (SELECT id FROM products WHERE seller_id = $1 ORDER BY created_at, id LIMIT 1)`,
      [],
    ],
    [
      'Ayesha Khan',
      `UPDATE orders SET status = 'confirmed', updated_at = now() WHERE id = (SELECT id FROM orders WHERE seller_id = $1 AND status = 'pending' ORDER BY order_date DESC, id LIMIT 1)`,
      [],
    ],
    [
      'Hina Shah',
      `UPDATE pricing_rules SET is_active = NOT is_active, updated_at = now() WHERE id = (SELECT id FROM pricing_rules WHERE seller_id = $1 ORDER BY created_at, id LIMIT 1)`,
      [],
    ],
  ];
  for (const [name, sql] of work) {
    const [actor] = await db.query<{ id: string }>(`SELECT user_id AS id FROM team_members WHERE seller_id = $1 AND name = $2`, [sellerId, name]);
    if (!actor) continue;
    await db.query(`SELECT set_config('agrihub.actor', $1, true)`, [JSON.stringify({ sellerId, userId: actor.id, name, ip: '203.99.48.12' })]);
    await db.query(sql, [sellerId]);
  }
  await db.query(`SELECT set_config('agrihub.actor', '', true)`);
}

async function seedSupportIfEmpty(db: Queryable, { sellerId, now, random }: SellerSeed): Promise<void> {
  const [has] = await db.query<{ tickets: boolean }>(`SELECT EXISTS (SELECT 1 FROM support_tickets WHERE seller_id = $1) AS tickets`, [sellerId]);
  if (!has?.tickets) {
    const base = 400000 + Math.floor(random() * 50000);
    await insertTickets(
      db,
      sellerId,
      TICKETS.map(([subject, category, status, priority, description, contactMethod, days], i) => ({
        reference: `TKT-${base + i * 13}`,
        subject,
        category,
        status,
        priority,
        description,
        contactMethod,
        createdAt: new Date(now - (days + 1) * DAY).toISOString(),
        updatedAt: new Date(now - days * DAY).toISOString(),
      })),
    );
  }
}
