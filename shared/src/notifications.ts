// `@agrihub/shared/notifications`: the top bar's bell and the notifications API behind it.

export { NotificationBell, BELL_LIMIT, NOTIFICATIONS_PATH } from './notifications/notification-bell';
export {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  useMarkAllNotificationsRead,
  useNotifications,
  useMarkNotificationRead,
} from './notifications/notifications-api';
export type { PortalNotification, NotificationList } from './notifications/notifications-api';
