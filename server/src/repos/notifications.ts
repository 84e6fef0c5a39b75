import type { Queryable } from '../db/index.ts';
import type { Notification } from '../schemas/index.ts';
import type { NotificationPriority } from '../schemas/domain.ts';

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

export async function unreadCount(db: Queryable, sellerId: string): Promise<number> {
  const [r] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE seller_id = $1 AND NOT is_read`, [sellerId]);
  return r?.n ?? 0;
}

export async function listNotifications(db: Queryable, sellerId: string) {
  const [rows, unread] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT id, title, message, type, priority, is_read, created_at FROM notifications
        WHERE seller_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATION_LIST_LIMIT}`,
      [sellerId],
    ),
    unreadCount(db, sellerId),
  ]);
  return { notifications: rows.map(toDto), unreadCount: unread };
}

export async function markRead(db: Queryable, sellerId: string, id: string): Promise<Notification | undefined> {
  const rows = await db.query<NotificationRow>(
    `UPDATE notifications SET is_read = true WHERE seller_id = $1 AND id = $2
      RETURNING id, title, message, type, priority, is_read, created_at`,
    [sellerId, id],
  );
  return rows[0] ? toDto(rows[0]) : undefined;
}

export async function addNotification(db: Queryable, sellerId: string, n: { title: string; message: string; type: string; priority?: string }): Promise<void> {
  await db.query(`INSERT INTO notifications (seller_id, title, message, type, priority) VALUES ($1, $2, $3, $4, $5)`, [
    sellerId,
    n.title,
    n.message,
    n.type,
    n.priority ?? 'normal',
  ]);
}
