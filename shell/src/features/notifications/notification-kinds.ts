import { notificationKindValues } from '@agrihub/shared/domain';
import type { NotificationKind } from '@agrihub/shared/domain';

/** What each kind of notification is called in the filter and the email preferences. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  order_new: 'New orders',
  order_status: 'Order status changes',
  stock_low: 'Low stock',
  stock_out: 'Out of stock',
  document_received: 'Documents received',
  document_verified: 'Documents verified',
  document_rejected: 'Documents rejected',
  ticket_update: 'Support ticket updates',
  pickup_scheduled: 'Pickups scheduled',
  invoice_overdue: 'Overdue invoices',
  account: 'Account and verification',
};

/** The kinds in the server's order, as select options. */
export const NOTIFICATION_KIND_OPTIONS = notificationKindValues.map((value) => ({ value, label: NOTIFICATION_KIND_LABELS[value] }));

export function isNotificationKind(value: string): value is NotificationKind {
  return (notificationKindValues as readonly string[]).includes(value);
}
