/**
 * Every event that notifies (issue 19, item 3), in one place: what each says, which page it opens,
 * who sees it and who also gets it by e-mail. Each function runs in the transaction of the change
 * it tells of, so the notification and its mails commit with the change or not at all; the text is
 * made from the rows written, never from a template that may disagree with them.
 */
import { orderPath } from '@agrihub/shared/validation';
import type { Queryable, Writer } from '../../../platform/db/index.ts';
import { can } from '../../../platform/auth/permissions.ts';
import { formatPaisa } from '../../../platform/lib/money.ts';
import { renderMail } from '../../../platform/mail/render.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { portalLink } from '../../../platform/mail/portal-link.ts';
import { addNotification, type NewNotification } from '../queries/notifications.ts';
import { TEAM_ROLES, type NotificationKind, type OrderStatus, type PermissionArea, type UserLanguage } from '../../../platform/schemas/domain.ts';

/** Without a company's own choice: the events that need someone soon. */
export const DEFAULT_EMAIL_KINDS: readonly NotificationKind[] = ['order_new', 'document_verified', 'document_rejected', 'invoice_overdue'];

/** The kinds a company receives by e-mail. */
export async function emailKinds(db: Queryable, sellerId: string): Promise<NotificationKind[]> {
  const [row] = await db.query<{ kinds: NotificationKind[] }>(`SELECT kinds FROM notification_email_preferences WHERE seller_id = $1`, [sellerId]);
  return row ? row.kinds : [...DEFAULT_EMAIL_KINDS];
}

export async function saveEmailPreferences(db: Writer, sellerId: string, kinds: readonly NotificationKind[]): Promise<void> {
  await db.query(
    `INSERT INTO notification_email_preferences (seller_id, kinds) VALUES ($1, $2::text[])
     ON CONFLICT (seller_id) DO UPDATE SET kinds = EXCLUDED.kinds, updated_at = now()`,
    [sellerId, [...new Set(kinds)]],
  );
}

/** The active members with a login who see a notification: the area's roles, never its actor. */
async function recipients(db: Queryable, sellerId: string, area: PermissionArea | undefined, actorUserId: string | undefined) {
  const roles = TEAM_ROLES.filter((role) => !area || can(role, area));
  return db.query<{ email: string; name: string; language: UserLanguage }>(
    `SELECT u.email, u.first_name AS name, u.language FROM team_members m JOIN users u ON u.id = m.user_id
      WHERE m.seller_id = $1 AND m.status = 'Active' AND m.role = ANY($2::text[]) AND ($3::uuid IS NULL OR u.id <> $3::uuid)
      ORDER BY u.email`,
    [sellerId, roles, actorUserId ?? null],
  );
}

/**
 * Adds the notification and, when the company wants its kind by e-mail, one mail per member who
 * sees it. Answers the notification's id.
 */
export async function notify(db: Queryable, sellerId: string, n: NewNotification): Promise<string> {
  const id = await addNotification(db, sellerId, n);
  if (!(await emailKinds(db, sellerId)).includes(n.kind)) return id;
  const url = portalLink(n.link ?? '/notifications');
  for (const member of await recipients(db, sellerId, n.area, n.actorUserId)) {
    // In each member's saved language: the notification's own words are translated too (platform/i18n/).
    const mail = renderMail(
      {
        title: n.title,
        intro: [`Hello ${member.name},`, n.message],
        action: { label: 'Open in AgriHub', url },
        outro: ['Your company admin chooses which notifications also come by email (Notification preferences).'],
      },
      member.language,
    );
    await enqueueMail(db, { sellerId, kind: `notification:${n.kind}`, to: member.email, ...mail, link: url, language: member.language });
  }
  return id;
}

/** A new order, from any channel; `actorUserId` is the member who entered it (a phone order). */
export async function notifyNewOrder(
  db: Queryable,
  sellerId: string,
  order: { orderNumber: string; customerName: string; totalPaisa: number; itemCount: number },
  actorUserId?: string,
): Promise<string> {
  const items = order.itemCount === 1 ? '1 item' : `${order.itemCount} items`;
  return notify(db, sellerId, {
    kind: 'order_new',
    title: `New order ${order.orderNumber}`,
    message: `${order.customerName} ordered ${items} for ${formatPaisa(order.totalPaisa)}. It awaits confirmation.`,
    type: 'Order',
    link: orderPath(order.orderNumber),
    actorUserId,
  });
}

/** An order moved to `to` by `actorUserId`, who is not told of their own change. */
export async function notifyOrderStatus(
  db: Queryable,
  sellerId: string,
  order: { orderNumber: string; customerName: string },
  to: OrderStatus,
  actorUserId?: string,
): Promise<string> {
  return notify(db, sellerId, {
    kind: 'order_status',
    title: 'Order status updated',
    message: `Order ${order.orderNumber} for ${order.customerName} is now ${to}.`,
    type: 'Order',
    priority: to === 'cancelled' ? 'warning' : 'normal',
    link: orderPath(order.orderNumber),
    actorUserId,
  });
}

/**
 * Products whose stock just crossed the low line or reached zero, given their quantities before the
 * change: one notification per product and crossing, none while a product stays on the same side
 * (SQL's stock_status() draws the line, migration 010). Call it after the stock was written.
 */
export async function notifyStockCrossings(db: Queryable, sellerId: string, before: ReadonlyMap<string, number>): Promise<void> {
  if (before.size === 0) return;
  const ids = [...before.keys()];
  const crossed = await db.query<{ name: string; sku: string; stock_quantity: number; now: string }>(
    `SELECT p.name, p.sku, p.stock_quantity, stock_status(p.stock_quantity) AS now
       FROM products p JOIN unnest($2::uuid[], $3::int[]) AS b(id, qty) ON b.id = p.id
      WHERE p.seller_id = $1 AND stock_status(p.stock_quantity) <> stock_status(b.qty)
        AND stock_status(p.stock_quantity) IN ('Low Stock', 'Out of Stock')
        AND (stock_status(b.qty) = 'In Stock' OR stock_status(p.stock_quantity) = 'Out of Stock')
      ORDER BY p.name, p.sku`,
    [sellerId, ids, ids.map((id) => before.get(id) ?? 0)],
  );
  for (const p of crossed) await notifyStockLevel(db, sellerId, p);
}

/**
 * What a product's stock level says: low with its units left, or out. No actor: whoever's edit or
 * confirmation took the units, everyone who keeps the catalog needs to restock.
 */
export async function notifyStockLevel(db: Queryable, sellerId: string, p: { name: string; sku: string; stock_quantity: number }): Promise<string> {
  const out = p.stock_quantity <= 0;
  return notify(db, sellerId, {
    kind: out ? 'stock_out' : 'stock_low',
    title: out ? 'Out of stock' : 'Low stock alert',
    message: out
      ? `${p.name} (SKU ${p.sku}) is out of stock: 0 units left.`
      : `${p.name} (SKU ${p.sku}) is running low: ${p.stock_quantity} ${p.stock_quantity === 1 ? 'unit' : 'units'} left.`,
    type: 'Inventory',
    priority: 'warning',
    area: 'catalog',
    link: `/product-catalog?q=${encodeURIComponent(p.sku)}`,
  });
}

/** A document the review verified (a renewal: it replaced the one verified before), rejected with a reason, or expired (modules/documents/domain/review.ts). */
export async function notifyDocumentReviewed(
  db: Queryable,
  sellerId: string,
  docType: string,
  outcome: { verified: boolean; renewal?: boolean; reason?: string },
): Promise<string> {
  const { verified, renewal = false, reason } = outcome;
  const message = verified
    ? renewal
      ? `${docType} was verified and replaces the one verified before.`
      : `${docType} was verified.`
    : reason
      ? `${docType} was rejected: ${reason.replace(/[.\s]+$/, '')}. Upload a new one in the Document Center.`
      : `${docType} was rejected; upload a current one in the Document Center.`;
  return notify(db, sellerId, {
    kind: verified ? 'document_verified' : 'document_rejected',
    title: verified ? 'Document verified' : 'Document rejected',
    message,
    type: 'Document',
    priority: verified ? 'normal' : 'warning',
    link: '/document-center',
  });
}

/** An uploaded document waits for review. */
export async function notifyDocumentReceived(db: Queryable, sellerId: string, docType: string, actorUserId?: string): Promise<string> {
  return notify(db, sellerId, {
    kind: 'document_received',
    title: 'Document received',
    message: `${docType} was uploaded and is pending review (about 1 working week).`,
    type: 'Document',
    link: '/document-center',
    actorUserId,
  });
}

/** The company's verification changed: every module opens, or some close until a document is replaced. */
export async function notifyVerification(db: Queryable, sellerId: string, verified: boolean, reason: 'expired' | 'removed' = 'expired'): Promise<string> {
  return notify(
    db,
    sellerId,
    verified
      ? {
          kind: 'account',
          title: 'Account verified',
          message: 'All required documents are verified. Every module is now available.',
          type: 'Account',
          link: '/document-center',
        }
      : {
          kind: 'account',
          title: 'Verification needs attention',
          message:
            reason === 'removed'
              ? 'A required document was removed; upload it again to restore your verified status.'
              : 'A required document expired or was rejected; upload a current one to stay verified.',
          type: 'Account',
          priority: 'warning',
          link: '/document-center',
        },
  );
}

/** A new company's first notification: what to do to be verified. */
export async function notifyWelcome(db: Queryable, sellerId: string): Promise<string> {
  return notify(db, sellerId, {
    kind: 'account',
    title: 'Welcome to AgriHub',
    message: 'Upload all 6 required documents in the Document Center to get verified. Verification takes 1 working week.',
    type: 'Account',
    priority: 'warning',
    link: '/document-center',
  });
}

/** A support ticket was opened ('Support ticket created') or changed; `update` says how. */
export async function notifyTicket(
  db: Queryable,
  sellerId: string,
  ticket: { reference: string; subject: string },
  { title, update }: { title: string; update: string },
): Promise<string> {
  return notify(db, sellerId, {
    kind: 'ticket_update',
    title,
    message: `Ticket ${ticket.reference} "${ticket.subject}" ${update}`,
    type: 'Support',
    link: '/support',
  });
}

/** A courier pickup was booked for an order. */
export async function notifyPickup(
  db: Queryable,
  sellerId: string,
  pickup: { orderNumber: string; date: string; timeSlot: string },
  actorUserId?: string,
): Promise<string> {
  return notify(db, sellerId, {
    kind: 'pickup_scheduled',
    title: 'Pickup scheduled',
    message: `Pickup for order ${pickup.orderNumber} is scheduled on ${pickup.date} (${pickup.timeSlot}).`,
    type: 'Logistics',
    link: orderPath(pickup.orderNumber),
    actorUserId,
  });
}

/** Invoices of one retailer fell due unpaid (modules/receivables/domain/overdue.ts words the message). */
export async function notifyInvoiceOverdue(db: Queryable, sellerId: string, retailerId: string, message: string): Promise<string> {
  return notify(db, sellerId, {
    kind: 'invoice_overdue',
    title: 'Invoice overdue',
    message,
    type: 'Payment',
    priority: 'warning',
    area: 'payments',
    link: `/retailer-insights/retailers/${retailerId}`,
  });
}
