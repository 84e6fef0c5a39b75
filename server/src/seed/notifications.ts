import type { Queryable } from '../platform/db/index.ts';
import type { OrderStatus } from '../platform/schemas/domain.ts';
import {
  notifyDocumentReceived,
  notifyDocumentReviewed,
  notifyNewOrder,
  notifyOrderStatus,
  notifyStockLevel,
  notifyTicket,
  notifyVerification,
  notifyWelcome,
} from '../modules/notifications/domain/notify.ts';

/** How many of the latest orders, products of each stock level and tickets the bell tells of. */
const LATEST_ORDERS = 5;
const STOCK_PER_LEVEL = 2;
const LATEST_TICKETS = 2;
/** The newest events are still unread, the rest read: the bell has both to show. */
const UNREAD = 4;

/** An event the seller's data already holds: when it happened and the call that words it. */
interface PastEvent {
  at: Date;
  raise: () => Promise<string>;
}

async function verificationEvents(db: Queryable, sellerId: string): Promise<PastEvent[]> {
  const [seller] = await db.query<{ is_verified: boolean }>(`SELECT is_verified FROM sellers WHERE id = $1`, [sellerId]);
  const docs = await db.query<{ doc_type: string; status: string; at: Date }>(
    `SELECT doc_type, status, COALESCE(reviewed_at, created_at) AS at FROM documents WHERE seller_id = $1 AND status <> 'Expired' ORDER BY at, doc_type`,
    [sellerId],
  );
  if (!seller?.is_verified) {
    const first = docs[0]?.at ?? new Date();
    return [
      { at: new Date(first.getTime() - 60_000), raise: () => notifyWelcome(db, sellerId) },
      ...docs.filter((d) => d.status === 'Pending').map((d) => ({ at: d.at, raise: () => notifyDocumentReceived(db, sellerId, d.doc_type) })),
    ];
  }
  const verified = docs.filter((d) => d.status === 'Verified');
  const last = verified.at(-1)?.at ?? new Date();
  return [
    ...verified.slice(-2).map((d) => ({ at: d.at, raise: () => notifyDocumentReviewed(db, sellerId, d.doc_type, { verified: true }) })),
    { at: new Date(last.getTime() + 60_000), raise: () => notifyVerification(db, sellerId, true) },
  ];
}

/** The latest orders as they stand: a pending one is new, the others tell their current status. */
async function orderEvents(db: Queryable, sellerId: string): Promise<PastEvent[]> {
  const orders = await db.query<{ order_number: string; customer_name: string; status: OrderStatus; total_paisa: string; n: number; at: Date }>(
    `SELECT order_number, customer_name, status, total_paisa::text, jsonb_array_length(items) AS n,
            CASE WHEN status = 'pending' THEN order_date ELSE updated_at END AS at
       FROM orders WHERE seller_id = $1 ORDER BY at DESC, order_number DESC LIMIT ${LATEST_ORDERS}`,
    [sellerId],
  );
  return orders.map((o) => ({
    at: o.at,
    raise: () =>
      o.status === 'pending'
        ? notifyNewOrder(db, sellerId, { orderNumber: o.order_number, customerName: o.customer_name, totalPaisa: Number(o.total_paisa), itemCount: o.n })
        : notifyOrderStatus(db, sellerId, { orderNumber: o.order_number, customerName: o.customer_name }, o.status),
  }));
}

/** Products that are out of stock or low now, with the units they have. */
async function stockEvents(db: Queryable, sellerId: string): Promise<PastEvent[]> {
  const products = await db.query<{ name: string; sku: string; stock_quantity: number; at: Date }>(
    `SELECT name, sku, stock_quantity, updated_at AS at FROM (
       SELECT p.*, row_number() OVER (PARTITION BY stock_status(stock_quantity) ORDER BY updated_at DESC, sku) AS nth
         FROM products p WHERE seller_id = $1 AND status = 'active' AND stock_status(stock_quantity) <> 'In Stock') x
      WHERE nth <= ${STOCK_PER_LEVEL} ORDER BY at`,
    [sellerId],
  );
  return products.map((p) => ({ at: p.at, raise: () => notifyStockLevel(db, sellerId, p) }));
}

async function ticketEvents(db: Queryable, sellerId: string): Promise<PastEvent[]> {
  const tickets = await db.query<{ reference: string; subject: string; status: string; at: Date }>(
    `SELECT reference, subject, status, updated_at AS at FROM support_tickets WHERE seller_id = $1 ORDER BY updated_at DESC LIMIT ${LATEST_TICKETS}`,
    [sellerId],
  );
  return tickets.map((t) => ({
    at: t.at,
    raise: () =>
      notifyTicket(
        db,
        sellerId,
        t,
        t.status === 'Open' ? { title: 'Support ticket created', update: 'was received.' } : { title: 'Support ticket updated', update: `is now ${t.status}.` },
      ),
  }));
}

/**
 * A seller's notifications told from the data seeded for it, through the very functions real events
 * call, so each one is true of what its page shows: the latest orders' actual statuses, the products
 * low or out of stock now, documents, tickets. Each is dated when its event happened; the newest few
 * are unread.
 */
export async function seedNotificationsFromData(db: Queryable, sellerId: string, now: number): Promise<void> {
  const events = [
    ...(await verificationEvents(db, sellerId)),
    ...(await orderEvents(db, sellerId)),
    ...(await stockEvents(db, sellerId)),
    ...(await ticketEvents(db, sellerId)),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  const ids: string[] = [];
  for (const e of events) ids.push(await e.raise());
  // Then dated in one statement (one live event, not one per notification), and read by every member
  // but the newest few: the members joined before these events (migration 029's marks start then).
  await db.query(
    `WITH dated AS (UPDATE notifications n SET created_at = x.at
                      FROM unnest($1::uuid[], $2::timestamptz[]) WITH ORDINALITY AS x(id, at, ord) WHERE n.id = x.id AND n.seller_id = $3
                    RETURNING n.id, x.ord),
          joined AS (UPDATE notification_read_marks SET read_through = '-infinity' WHERE seller_id = $3 RETURNING user_id)
     INSERT INTO notification_reads (user_id, notification_id, seller_id)
       SELECT joined.user_id, dated.id, $3 FROM joined, dated WHERE dated.ord > $4 ON CONFLICT DO NOTHING`,
    [ids, events.map((e) => new Date(Math.min(e.at.getTime(), now)).toISOString()), sellerId, UNREAD],
  );
}

/** Seeded events are not news: the mails their notifications would send are dropped. */
export async function dropSeededNotificationMail(db: Queryable, sellerId: string): Promise<void> {
  await db.query(`DELETE FROM mail_outbox WHERE seller_id = $1 AND kind LIKE 'notification:%'`, [sellerId]);
}
