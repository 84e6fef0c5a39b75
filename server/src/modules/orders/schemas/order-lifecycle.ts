/**
 * An order's life (issue 18, docs/order-lifecycle.md): the moves each status allows, and which
 * statuses hold the order's units out of stock. Pure, so the list, the order page and the routes
 * answer from one table.
 */
import type { OrderStatus } from '../../../platform/schemas/domain.ts';

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

/** What each move is called where a message names it. */
const MOVE_WORDS: Record<OrderStatus, string> = {
  pending: 'set back to pending',
  confirmed: 'confirmed',
  processing: 'put into processing',
  shipped: 'shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/** Null when `from -> to` is a move of the table, else the reason it is not, in words. */
export function moveOrderError(from: OrderStatus, to: OrderStatus): string | null {
  const allowed = ORDER_TRANSITIONS[from];
  if (allowed.includes(to)) return null;
  if (allowed.length === 0 || from === to) return `Order is already ${from}`;
  const options = allowed.map((s) => MOVE_WORDS[s]).join(' or ');
  return `A ${from} order cannot be ${MOVE_WORDS[to]}; it can be ${options}`;
}
