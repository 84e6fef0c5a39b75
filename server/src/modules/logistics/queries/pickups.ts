import type { Queryable } from '../../../platform/db/index.ts';
import type { Pickup, Shipment } from '../schemas/logistics.ts';
import type { OrderStatus, PickupTimeSlot, PickupUrgency } from '../../../platform/schemas/domain.ts';

/** Orders that may still be handed to a courier. */
const PRE_SHIPMENT_SQL = `('pending', 'confirmed', 'processing')`;

export interface PickupInput {
  orderNumber: string;
  retailer: string;
  pickupAddress: string;
  city: string;
  contactPerson: string;
  contactPhone: string;
  timeSlot: string;
  urgency: string;
  notes: string;
  date: string;
}

interface PickupRow {
  id: string;
  order_id: string;
  order_number: string;
  retailer: string;
  pickup_address: string;
  city: string;
  contact_person: string;
  contact_phone: string;
  time_slot: PickupTimeSlot;
  urgency: PickupUrgency;
  notes: string;
  pickup_date: string;
  created_at: Date | string;
  [key: string]: unknown;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function pickupDto(r: PickupRow): Pickup {
  return {
    _id: r.id,
    orderId: r.order_id,
    orderNumber: r.order_number,
    retailer: r.retailer,
    pickupAddress: r.pickup_address,
    city: r.city,
    contactPerson: r.contact_person,
    contactPhone: r.contact_phone,
    timeSlot: r.time_slot,
    urgency: r.urgency,
    notes: r.notes,
    date: r.pickup_date,
    scheduledAt: iso(r.created_at),
  };
}

const PICKUP_COLUMNS = `p.id, p.order_id, o.order_number, p.retailer, p.pickup_address, p.city, p.contact_person, p.contact_phone,
  p.time_slot, p.urgency, p.notes, p.pickup_date::text AS pickup_date, p.created_at`;

/** The seller's order with this number, locked, with whether a live pickup already exists for it. */
export async function orderForPickup(db: Queryable, sellerId: string, orderNumber: string) {
  const [row] = await db.query<{ id: string; order_number: string; status: string; has_pickup: boolean }>(
    `SELECT o.id, o.order_number, o.status,
            EXISTS (SELECT 1 FROM pickup_requests p WHERE p.seller_id = $1 AND p.order_id = o.id) AS has_pickup
       FROM orders o WHERE o.seller_id = $1 AND lower(o.order_number) = lower($2) FOR UPDATE`,
    [sellerId, orderNumber],
  );
  return row;
}

export async function schedulePickup(db: Queryable, sellerId: string, orderId: string, userId: string, p: PickupInput): Promise<Pickup> {
  const [created] = await db.query<{ id: string }>(
    `INSERT INTO pickup_requests (seller_id, order_id, retailer, pickup_address, city, contact_person, contact_phone,
                                  time_slot, urgency, notes, pickup_date, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12) RETURNING id`,
    [sellerId, orderId, p.retailer, p.pickupAddress, p.city, p.contactPerson, p.contactPhone, p.timeSlot, p.urgency, p.notes, p.date, userId],
  );
  if (!created) throw new Error('pickup insert returned no row');
  const [row] = await db.query<PickupRow>(
    `SELECT ${PICKUP_COLUMNS} FROM pickup_requests p JOIN orders o ON o.id = p.order_id
      WHERE p.seller_id = $1 AND p.id = $2`,
    [sellerId, created.id],
  );
  if (!row) throw new Error('pickup vanished after insert');
  return pickupDto(row);
}

interface ShipmentRow {
  kind: 'order' | 'pickup';
  order_id: string;
  order_number: string;
  customer_name: string;
  customer_city: string;
  status: string;
  order_date: Date | string;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  courier: string | null;
  tracking_number: string | null;
  at: Date | string;
  pickup: PickupRow | null;
  [key: string]: unknown;
}

/**
 * Logistics overview: the four cards, the most recent shipments (shipped and delivered orders, and
 * pickups of orders not yet shipped), and the orders a pickup can still be scheduled for.
 */
export async function logisticsOverview(db: Queryable, sellerId: string, monthStart: Date, limit = 15) {
  const [[summary], shipments, ready] = await Promise.all([
    db.query<{ in_transit: number; delivered_month: number; pickups: number; avg_days: number | null }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE seller_id = $1 AND status = 'shipped') AS in_transit,
              (SELECT count(*)::int FROM orders WHERE seller_id = $1 AND delivered_at >= $2) AS delivered_month,
              (SELECT count(*)::int FROM pickup_requests p JOIN orders o ON o.id = p.order_id
                WHERE p.seller_id = $1 AND o.seller_id = $1 AND o.status IN ${PRE_SHIPMENT_SQL}) AS pickups,
              (SELECT round((avg(extract(epoch FROM delivered_at - order_date)) / 86400)::numeric, 1)::float8
                 FROM orders WHERE seller_id = $1 AND delivered_at >= now() - interval '30 days') AS avg_days`,
      [sellerId, monthStart],
    ),
    db.query<ShipmentRow>(
      `SELECT * FROM (
         (SELECT 'order' AS kind, o.id AS order_id, o.order_number, o.customer_name, o.customer_city, o.status, o.order_date,
                 o.shipped_at, o.delivered_at, o.courier, o.tracking_number, COALESCE(o.delivered_at, o.shipped_at, o.updated_at) AS at,
                 (SELECT row_to_json(x) FROM (SELECT ${PICKUP_COLUMNS} FROM pickup_requests p
                    WHERE p.seller_id = $1 AND p.order_id = o.id ORDER BY p.created_at DESC LIMIT 1) x) AS pickup
            FROM orders o
           WHERE o.seller_id = $1 AND o.status IN ('shipped', 'delivered')
           ORDER BY COALESCE(o.delivered_at, o.shipped_at, o.updated_at) DESC LIMIT $2)
         UNION ALL
         (SELECT 'pickup', o.id, o.order_number, o.customer_name, o.customer_city, o.status, o.order_date,
                 o.shipped_at, o.delivered_at, o.courier, o.tracking_number, p.created_at, row_to_json(x)
            FROM pickup_requests p
            JOIN orders o ON o.id = p.order_id AND o.seller_id = $1
            CROSS JOIN LATERAL (SELECT ${PICKUP_COLUMNS}) x
           WHERE p.seller_id = $1 AND o.status IN ${PRE_SHIPMENT_SQL}
           ORDER BY p.created_at DESC LIMIT $2)
       ) s ORDER BY at DESC, order_number DESC LIMIT $2`,
      [sellerId, limit],
    ),
    db.query<{ id: string; order_number: string; customer_name: string; customer_city: string; address: string; phone: string; status: OrderStatus }>(
      `SELECT o.id, o.order_number, o.customer_name, o.customer_city, o.status,
              coalesce(nullif(o.delivery_address, ''), r.address, '') AS address, coalesce(r.phone, '') AS phone
         FROM orders o
         LEFT JOIN retailers r ON r.id = o.retailer_id AND r.seller_id = o.seller_id
        WHERE o.seller_id = $1 AND o.status IN ${PRE_SHIPMENT_SQL}
          AND NOT EXISTS (SELECT 1 FROM pickup_requests p WHERE p.seller_id = $1 AND p.order_id = o.id)
        ORDER BY o.order_date DESC, o.id DESC LIMIT 100`,
      [sellerId],
    ),
  ]);
  return {
    summary: {
      inTransit: summary?.in_transit ?? 0,
      deliveredThisMonth: summary?.delivered_month ?? 0,
      pickupsScheduled: summary?.pickups ?? 0,
      avgDeliveryDays: summary?.avg_days === null || summary?.avg_days === undefined ? null : Number(summary.avg_days),
    },
    shipments: shipments.map((r): Shipment => ({
      _id: r.kind === 'pickup' && r.pickup ? r.pickup.id : r.order_id,
      orderId: r.order_id,
      orderNumber: r.order_number,
      retailer: r.customer_name,
      city: r.customer_city,
      status: r.kind === 'pickup' ? 'Pickup Scheduled' : r.status === 'delivered' ? 'Delivered' : 'In Transit',
      orderDate: iso(r.order_date),
      shippedAt: r.shipped_at ? iso(r.shipped_at) : null,
      deliveredAt: r.delivered_at ? iso(r.delivered_at) : null,
      courier: r.courier,
      trackingNumber: r.tracking_number,
      updatedAt: iso(r.at),
      pickup: r.pickup ? pickupDto(r.pickup) : null,
    })),
    readyOrders: ready.map((r) => ({
      _id: r.id,
      orderNumber: r.order_number,
      retailer: r.customer_name,
      city: r.customer_city,
      address: r.address,
      phone: r.phone,
      status: r.status,
    })),
  };
}
