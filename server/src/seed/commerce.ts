import type { Queryable } from '../platform/db/index.ts';
import { applyForFinancing } from '../modules/financing/queries/financing.ts';
import { addDays, pktDate } from '../platform/lib/pkt-dates.ts';
import type { SellerSeed } from './modules.ts';

const DAY = 86_400_000;

/** [name, type, category, discount %, minimum quantity, valid until (days from today), active]. */
const RULES: [string, string, string, number, number, number, boolean][] = [
  ['Kharif Tools Clearance', 'Seasonal Offer', 'Tools', 20, 5, -12, true],
  ['Loyal Retailer Reward', 'Loyalty Discount', 'Organic Products', 5, 10, 120, false],
  ['Drip Kit Bulk Deal', 'Bulk Purchase', 'Irrigation', 12, 25, 75, true],
  ['Early Bird Pesticide Booking', 'Early Bird Discount', 'Pesticides', 8, 20, 45, true],
  ['Rabi Season Seed Offer', 'Seasonal Offer', 'Seeds', 15, 50, 30, true],
  ['Bulk Urea Discount', 'Volume Discount', 'Fertilizers', 10, 100, 60, true],
];

/** [time slot, urgency, days ahead, address]. */
const PICKUPS: [string, string, number, string][] = [
  ['morning', 'high', 1, 'Warehouse 3, Sundar Industrial Estate, Raiwind Road'],
  ['afternoon', 'normal', 2, 'Plot 14, Small Industrial Estate, Sargodha Road'],
  ['evening', 'urgent', 0, 'Godown 7, Grain Market, Multan Road'],
];

/**
 * The commerce screens' sample on first visit: six pricing rules (one expired, one inactive),
 * realistic fulfilment history on the seller's orders, three scheduled pickups and one
 * approved financing application.
 */
export async function seedCommerce(db: Queryable, seed: SellerSeed): Promise<void> {
  const { sellerId, now } = seed;
  const today = pktDate(now);

  for (const [i, [name, type, category, discount, minQuantity, days, active]] of RULES.entries()) {
    const created = new Date(now - (RULES.length - i) * 9 * DAY).toISOString();
    await db.query(
      `INSERT INTO pricing_rules (seller_id, name, type, category, discount, min_quantity, is_active, valid_until, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $9)`,
      [sellerId, name, type, category, discount, minQuantity, active, addDays(today, days), created],
    );
  }

  // Shipping takes 1-3 days from the order, delivery 2-7 days, never later than now.
  await db.query(
    `UPDATE orders SET
        shipped_at = LEAST(order_date + (1 + random() * 2) * interval '1 day', $2::timestamptz - interval '2 hours'),
        delivered_at = CASE WHEN status = 'delivered'
          THEN LEAST(order_date + (3 + random() * 4) * interval '1 day', $2::timestamptz - interval '1 hour') END
      WHERE seller_id = $1 AND status IN ('shipped', 'delivered')`,
    [sellerId, new Date(now).toISOString()],
  );
  await db.query(
    `UPDATE orders SET shipped_at = LEAST(shipped_at, delivered_at), delivered_at = GREATEST(delivered_at, order_date)
      WHERE seller_id = $1 AND status = 'delivered'`,
    [sellerId],
  );
  await db.query(`UPDATE orders SET shipped_at = GREATEST(shipped_at, order_date) WHERE seller_id = $1 AND shipped_at IS NOT NULL`, [sellerId]);

  const ready = await db.query<{ id: string; customer_name: string; customer_city: string }>(
    `SELECT id, customer_name, customer_city FROM orders
      WHERE seller_id = $1 AND status IN ('confirmed', 'processing')
      ORDER BY order_date DESC, id DESC LIMIT $2`,
    [sellerId, PICKUPS.length],
  );
  for (const [i, order] of ready.entries()) {
    const pickup = PICKUPS[i];
    if (!pickup) break;
    const [timeSlot, urgency, days, address] = pickup;
    await db.query(
      `INSERT INTO pickup_requests (seller_id, order_id, retailer, pickup_address, city, contact_person, contact_phone,
                                    time_slot, urgency, notes, pickup_date, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, 'Warehouse Supervisor', '03001234567', $6, $7, $8, $9::date, $10, $11)`,
      [
        sellerId,
        order.id,
        order.customer_name,
        address,
        order.customer_city || 'Lahore',
        timeSlot,
        urgency,
        i === 0 ? 'Loading bay 2; bags are palletised.' : '',
        addDays(today, days),
        seed.userId,
        new Date(now - (i + 1) * 7 * 3600 * 1000).toISOString(),
      ],
    );
  }

  await applyForFinancing(
    db,
    sellerId,
    seed.userId,
    { amountPaisa: 2_500_000 * 100, tenureMonths: 12, purpose: 'Seasonal stock-up' },
    'Approved',
    new Date(now - 118 * DAY),
  );
}
