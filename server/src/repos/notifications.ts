import type { Queryable } from '../db/index.ts';
import type { Notification } from '../schemas/index.ts';
import type { NotificationPriority, PermissionArea } from '../schemas/domain.ts';

/** A member sees the company's notifications, and those of the areas their role may change. */
const VISIBLE = `(area IS NULL OR area = ANY($2::text[]))`;

interface NotificationRow {
  id: string;
  title: string;
  message: string;
  type: string;
  priority: NotificationPriority;
  is_read: boolean;
  created_at: Date;
  [key: string]: unknown;
}

const toDto = (r: NotificationRow): Notification => ({
  _id: r.id,
  title: r.title,
  message: r.message,
  type: r.type,
  priority: r.priority,
  isRead: r.is_read,
  createdAt: r.created_at.toISOString(),
});

export const NOTIFICATION_LIST_LIMIT = 50;

export async function unreadCount(db: Queryable, sellerId: string, areas: readonly PermissionArea[]): Promise<number> {
  const [r] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE seller_id = $1 AND ${VISIBLE} AND NOT is_read`, [
    sellerId,
    [...areas],
  ]);
  return r?.n ?? 0;
}

export async function listNotifications(db: Queryable, sellerId: string, areas: readonly PermissionArea[]) {
  const [rows, unread] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT id, title, message, type, priority, is_read, created_at FROM notifications
        WHERE seller_id = $1 AND ${VISIBLE} ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATION_LIST_LIMIT}`,
      [sellerId, [...areas]],
    ),
    unreadCount(db, sellerId, areas),
  ]);
  return { notifications: rows.map(toDto), unreadCount: unread };
}

export async function markRead(db: Queryable, sellerId: string, areas: readonly PermissionArea[], id: string): Promise<Notification | undefined> {
  const rows = await db.query<NotificationRow>(
    `UPDATE notifications SET is_read = true WHERE seller_id = $1 AND ${VISIBLE} AND id = $3
      RETURNING id, title, message, type, priority, is_read, created_at`,
    [sellerId, [...areas], id],
  );
  return rows[0] ? toDto(rows[0]) : undefined;
}

/**
 * A notification for the seller's members; with `area`, only for those whose role may change that
 * area (docs/permissions.md), e.g. overdue invoices for the people who handle payments.
 */
export async function addNotification(
  db: Queryable,
  sellerId: string,
  n: { title: string; message: string; type: string; priority?: string; area?: PermissionArea },
): Promise<void> {
  await db.query(`INSERT INTO notifications (seller_id, title, message, type, priority, area) VALUES ($1, $2, $3, $4, $5, $6)`, [
    sellerId,
    n.title,
    n.message,
    n.type,
    n.priority ?? 'normal',
    n.area ?? null,
  ]);
}
