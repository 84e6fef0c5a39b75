export const PAGE_SIZE = 20;
export const DEFAULT_FROM = '2024-01-01';

/** Spec 4: every order status, in workflow order. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

const PKT_OFFSET_MS = 5 * 3600 * 1000;

/** Today's date (yyyy-MM-dd) in Pakistan, the calendar the server's from/to filters use. */
export function pakistanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + PKT_OFFSET_MS).toISOString().slice(0, 10);
}
