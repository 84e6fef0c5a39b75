import type { Queryable, Writer } from '../../../platform/db/index.ts';
import type { Notification } from '../schemas/notifications.ts';
import type { Reader } from '../../../platform/auth/plugin.ts';
import type { NotificationKind, NotificationPriority, PermissionArea } from '../../../platform/schemas/domain.ts';

/**
 * A member sees the company's notifications and those of the areas their role may change, except
 * those of their own changes ($1 seller, $2 areas, $3 user). Every query names the table `n`.
 */
const VISIBLE = `n.seller_id = $1 AND (n.area IS NULL OR n.area = ANY($2::text[])) AND (n.actor_user_id IS NULL OR n.actor_user_id <> $3::uuid)`;
/**
 * Unread for the member ($3): raised after their mark (where they joined, or their last "Mark all
 * as read") and not read one by one since (migration 029). The bell, the notification center and
 * the dashboard all count with this one definition.
 */
const UNREAD = `n.created_at > (SELECT m.read_through FROM notification_read_marks m WHERE m.user_id = $3::uuid)
  AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = $3::uuid AND r.notification_id = n.id)`;
const COLUMNS = `n.id, n.title, n.message, n.type, n.priority, n.kind, n.link, NOT coalesce((${UNREAD}), false) AS is_read, n.created_at`;
const readerParams = (r: Reader) => [r.sellerId, [...r.areas], r.userId];

/** The member's unread count as a scalar subquery over the reader's parameters ($1-$3), for a bigger statement. */
export const UNREAD_COUNT_SQL = `(SELECT count(*)::int FROM notifications n WHERE ${VISIBLE} AND ${UNREAD})`;

interface NotificationRow {
  id: string;
  title: string;
  message: string;
  type: string;
  priority: NotificationPriority;
  kind: NotificationKind;
  link: string | null;
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
  kind: r.kind,
  link: r.link,
  isRead: r.is_read,
  createdAt: r.created_at.toISOString(),
});

export const NOTIFICATION_LIST_LIMIT = 50;

export async function unreadCount(db: Queryable, reader: Reader): Promise<number> {
  const [r] = await db.query<{ n: number }>(`SELECT ${UNREAD_COUNT_SQL} AS n`, readerParams(reader));
  return r?.n ?? 0;
}

/** The bell's and the Support screen's list: the latest 50 and the unread count. */
export async function listNotifications(db: Queryable, reader: Reader) {
  const [rows, unread] = await Promise.all([
    db.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM notifications n WHERE ${VISIBLE} ORDER BY n.created_at DESC, n.id DESC LIMIT ${NOTIFICATION_LIST_LIMIT}`,
      readerParams(reader),
    ),
    unreadCount(db, reader),
  ]);
  return { notifications: rows.map(toDto), unreadCount: unread };
}

export interface NotificationPageQuery {
  page: number;
  pageSize: number;
  unread: boolean;
  kind?: NotificationKind;
}

/** The notification center's paged list, newest first, optionally only unread ones or one kind. */
export async function pageNotifications(db: Queryable, reader: Reader, q: NotificationPageQuery) {
  const where = `${VISIBLE} AND ($4::boolean = false OR (${UNREAD})) AND ($5::text IS NULL OR n.kind = $5::text)`;
  const params = [...readerParams(reader), q.unread, q.kind ?? null];
  const [rows, [total], unread] = await Promise.all([
    db.query<NotificationRow>(`SELECT ${COLUMNS} FROM notifications n WHERE ${where} ORDER BY n.created_at DESC, n.id DESC LIMIT $6 OFFSET $7`, [
      ...params,
      q.pageSize,
      (q.page - 1) * q.pageSize,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications n WHERE ${where}`, params),
    unreadCount(db, reader),
  ]);
  return { notifications: rows.map(toDto), unreadCount: unread, pagination: { page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 } };
}

/** Marks one notification the member sees read, for them alone; undefined when they do not see it. */
export async function markNotificationRead(db: Writer, reader: Reader, id: string): Promise<Notification | undefined> {
  const rows = await db.query<NotificationRow>(
    `WITH target AS (SELECT n.id, n.seller_id FROM notifications n WHERE ${VISIBLE} AND n.id = $4::uuid),
          marked AS (INSERT INTO notification_reads (user_id, notification_id, seller_id)
                     SELECT $3::uuid, id, seller_id FROM target ON CONFLICT DO NOTHING)
     SELECT n.id, n.title, n.message, n.type, n.priority, n.kind, n.link, true AS is_read, n.created_at
       FROM notifications n WHERE n.id IN (SELECT id FROM target)`,
    [...readerParams(reader), id],
  );
  return rows[0] ? toDto(rows[0]) : undefined;
}

/**
 * Marks read every notification the member sees, for them alone: their mark moves to the newest
 * unread one, and the single reads it now covers are dropped. Answers how many changed.
 */
export async function markAllNotificationsRead(db: Writer, reader: Reader): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `WITH unread AS MATERIALIZED (SELECT n.created_at FROM notifications n WHERE ${VISIBLE} AND ${UNREAD}),
          moved AS (UPDATE notification_read_marks m SET read_through = u.last FROM (SELECT max(created_at) AS last FROM unread) u
                     WHERE m.user_id = $3::uuid AND u.last > m.read_through RETURNING m.read_through),
          tidied AS (DELETE FROM notification_reads r USING notifications n, moved
                      WHERE r.user_id = $3::uuid AND n.id = r.notification_id AND n.created_at <= moved.read_through)
     SELECT count(*)::int AS n FROM unread`,
    readerParams(reader),
  );
  return row?.n ?? 0;
}

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  message: string;
  /** The Support screen's type column (Order, Inventory, Document...). */
  type: string;
  priority?: NotificationPriority;
  /** Only for the members whose role may change this area (docs/permissions.md). */
  area?: PermissionArea;
  /** The portal path the notification is about. */
  link?: string;
  /** The member whose change raised it: they do not see it. */
  actorUserId?: string;
}

/** Writes a notification (modules/notifications/domain/notify.ts words each event and calls this); answers its id. */
export async function addNotification(db: Queryable, sellerId: string, n: NewNotification): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    // clock_timestamp(), not now(): two notifications of one transaction (a confirmation and the stock
    // it took) list in the order they were raised.
    `INSERT INTO notifications (seller_id, title, message, type, priority, area, kind, link, actor_user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp()) RETURNING id`,
    [sellerId, n.title, n.message, n.type, n.priority ?? 'normal', n.area ?? null, n.kind, n.link ?? null, n.actorUserId ?? null],
  );
  if (!row) throw new Error('notification insert returned no row');
  return row.id;
}
