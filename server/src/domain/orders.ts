/**
 * An order's life (spec 4): which status changes are allowed, and a change as one transaction with
 * its history row and the notification it raises. The route reads the request and answers.
 */
import type { Db } from '../db/index.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { addNotification } from '../repos/notifications.ts';
import { getOrderForUpdate, updateOrderStatus } from '../repos/orders.ts';
import type { Order } from '../schemas/index.ts';
import type { OrderStatus } from '../schemas/domain.ts';

const ORDER_FLOW: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

/**
 * Permitted transitions: forward along pending -> confirmed -> processing -> shipped -> delivered
 * (steps may be skipped, as the screen sets delivered from any state), cancelled from any
 * non-terminal state; delivered and cancelled are terminal. Null when allowed, else why not.
 */
export function transitionError(from: string, to: OrderStatus): string | null {
  if (from === 'delivered' || from === 'cancelled') return `Order is already ${from}`;
  if (from === to) return `Order is already ${from}`;
  if (to === 'cancelled') return null;
  const a = ORDER_FLOW.indexOf(from as OrderStatus);
  const b = ORDER_FLOW.indexOf(to);
  if (a >= 0 && b > a) return null;
  return `Cannot change order status from ${from} to ${to}`;
}

export interface StatusChange {
  sellerId: string;
  /** Who made the change, kept in the order's history. */
  userId: string;
  orderId: string;
  to: OrderStatus;
  notes: string | null;
}

/** Moves an order to `to` if its current status allows it (404 for another seller's order, 409 if not allowed). */
export async function changeOrderStatus(db: Db, { sellerId, userId, orderId, to, notes }: StatusChange): Promise<Order> {
  return db.transaction(async (tx) => {
    const current = await getOrderForUpdate(tx, sellerId, orderId);
    if (!current) throw notFound('Order not found');
    const problem = transitionError(current.status, to);
    if (problem) throw conflict(problem);
    const updated = await updateOrderStatus(tx, sellerId, current.id, current.status, to, notes, userId);
    await addNotification(tx, sellerId, {
      title: 'Order status updated',
      message: `Order ${updated.orderNumber} for ${updated.customer.name} is now ${to}.`,
      type: 'Order',
      priority: to === 'cancelled' ? 'warning' : 'normal',
    });
    return updated;
  });
}
