/**
 * An order's life (issue 18, docs/order-lifecycle.md): the table is the shared contract
 * (`ORDER_TRANSITIONS` in @agrihub/shared); this is what the server says of a move it refuses.
 */
import { ORDER_TRANSITIONS } from '@agrihub/shared/validation';
import type { OrderStatus } from '../../../platform/schemas/domain.ts';

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
