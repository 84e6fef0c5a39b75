import { notificationKindValues } from '@agrihub/shared/domain';
import type { NotificationKind } from '@agrihub/shared/domain';

/** The kinds in the server's order: each is named by the shell's text `notifications.kinds.<kind>`. */
export const NOTIFICATION_KINDS = notificationKindValues;

export function isNotificationKind(value: string): value is NotificationKind {
  return (notificationKindValues as readonly string[]).includes(value);
}
