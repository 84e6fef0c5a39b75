/**
 * The order's contract (docs/order-lifecycle.md): its lifecycle and the limits of what a move or a
 * new order carries. The server enforces them, the Order Management remote offers and checks them,
 * the tests read them from here; nobody writes them again.
 */
import type { OrderStatus } from '../api/openapi.gen';

/** The moves each status allows. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Confirming takes the order's units from stock; until it is delivered or cancelled they stay taken. */
export const HOLDS_STOCK: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

/** Characters a move's fields may hold: its note (the cancel reason), the courier and tracking number, a credit override's reason. */
export const ORDER_MOVE_LIMITS = { notes: 1000, courier: 100, trackingNumber: 100, overrideReason: 500 } as const;
