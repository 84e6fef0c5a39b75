import type { OrderStatus } from '@agrihub/shared';

export const PAGE_SIZE = 20;
export const DEFAULT_FROM = '2024-01-01';

/** A move along an order's lifecycle, named by the status it leads to (docs/order-lifecycle.md). */
export type Move = Exclude<OrderStatus, 'pending'>;

/** The button of each move, on the order page, the order cards and the bulk bar. */
export const MOVE_LABELS: Record<Move, string> = {
  confirmed: 'Confirm Order',
  processing: 'Mark Packed',
  shipped: 'Ship Order',
  delivered: 'Mark Delivered',
  cancelled: 'Cancel Order',
};

/** The question each move's dialog asks. */
export const MOVE_TITLES: Record<Move, (orderNumber: string) => string> = {
  confirmed: (n) => `Confirm order ${n}?`,
  processing: (n) => `Mark order ${n} as packed?`,
  shipped: (n) => `Ship order ${n}`,
  delivered: (n) => `Mark order ${n} as delivered?`,
  cancelled: (n) => `Cancel order ${n}?`,
};

/** Shipping needs a courier and tracking number per order, so it is not a bulk move (the server refuses it too). */
export const BULK_MOVES: readonly Move[] = ['confirmed', 'processing', 'delivered', 'cancelled'];

export const STATUS_UPDATE_FAILED = 'Failed to update order status';
export const REASON_LABEL = 'Reason for cancelling';
export const REASON_REQUIRED = 'Please give a reason for cancelling';
export const COURIER_REQUIRED = 'Courier is required';
export const TRACKING_REQUIRED = 'Tracking number is required';
/** The server's limit for a courier's name and a tracking number. */
export const SHIPMENT_FIELD_MAX = 100;
export const OVERRIDE_REASON_LABEL = 'Reason for confirming anyway';
export const CONFIRM_ANYWAY = 'Confirm anyway';
/** The server's limit for the reason to confirm over the credit check. */
export const OVERRIDE_REASON_MAX = 500;
