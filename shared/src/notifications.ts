// `@agrihub/shared/notifications`: the top bar's bell and the notifications API behind it.

export { NotificationBell, BELL_LIMIT } from './notifications/notification-bell';
export { getNotifications, markNotificationRead, useNotifications, useMarkNotificationRead } from './notifications/notifications-api';
export type { PortalNotification, NotificationList } from './notifications/notifications-api';
