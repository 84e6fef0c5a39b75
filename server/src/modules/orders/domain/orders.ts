/**
 * Moving an order through its life (issue 18, docs/order-lifecycle.md) as one transaction: the
 * move, its place on the timeline, the stock it takes or gives back, and the notification it raises.
 * The route reads the request and answers.
 */
import type { Queryable, Writer } from '../../../platform/db/index.ts';
import { HttpError, badRequest, conflict, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { HOLDS_STOCK, ORDER_MOVE_LIMITS, courierNamed } from '@agrihub/shared/validation';
import { getOrderDetail, lockOrder, moveOrderRow, type LockedOrder } from '../queries/orders.ts';
import { returnStock, takeStock } from '../queries/stock.ts';
import type { OrderDetail } from '../schemas/orders.ts';
import type { OrderStatus } from '../../../platform/schemas/domain.ts';
import { moveOrderError } from '../schemas/order-lifecycle.ts';
import { invoiceConfirmedOrder, reverseCancelledOrder } from '../../receivables/index.ts';
import { pktDate } from '../../../platform/lib/pkt-dates.ts';
import { notifyOrderStatus, notifyStockCrossings } from '../../notifications/index.ts';

export interface OrderMove {
  sellerId: string;
  /** Who made the change, kept in the order's history. */
  userId: string;
  orderId: string;
  to: OrderStatus;
  notes: string | null;
  courier?: string | null;
  trackingNumber?: string | null;
  /** A reason to confirm despite the retailer's credit check (docs/retailer-credit.md). */
  overrideReason?: string | null;
  /** Whether the user's role may override the credit check. */
  canOverride?: boolean;
}

export const CANCEL_REASON_REQUIRED = 'Please give a reason for cancelling';

/** What a move needs besides the target: a reason to cancel, a courier and tracking number to ship. */
export function moveInputErrors(change: Pick<OrderMove, 'to' | 'notes' | 'courier' | 'trackingNumber'>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (change.to === 'cancelled' && !change.notes) errors.notes = CANCEL_REASON_REQUIRED;
  if (change.to === 'shipped') {
    const shipment = { courier: ['Courier', change.courier], trackingNumber: ['Tracking number', change.trackingNumber] } as const;
    for (const field of ['courier', 'trackingNumber'] as const) {
      const [label, value] = shipment[field];
      const max = ORDER_MOVE_LIMITS[field];
      if (!value) errors[field] = `${label} is required to ship an order`;
      else if (value.length > max) errors[field] = `${label} must be at most ${max} characters`;
    }
  }
  return errors;
}

function assertMoveInput(change: Pick<OrderMove, 'to' | 'notes' | 'courier' | 'trackingNumber'>): void {
  const inputErrors = moveInputErrors(change);
  if (Object.keys(inputErrors).length > 0) throw badRequest(Object.values(inputErrors)[0] ?? 'Invalid status change', inputErrors);
}

/**
 * The move itself, inside `tx`: 404 for another seller's order, 409 for a move the table does not
 * have or stock that is short (naming the lines). Confirming takes the order's units from stock;
 * cancelling an order that holds them gives them back. Answers the order as it was locked.
 */
async function moveOrderIn(tx: Queryable, change: OrderMove): Promise<LockedOrder> {
  const { sellerId, userId, orderId, to } = change;
  const order = isUuid(orderId) ? await lockOrder(tx, sellerId, orderId) : undefined;
  if (!order) throw notFound('Order not found');
  const problem = moveOrderError(order.status, to);
  if (problem) throw conflict(problem);
  const holds = HOLDS_STOCK.includes(order.status);
  if (to === 'confirmed' && !holds) {
    const { short, before } = await takeStock(tx, sellerId, order.items);
    if (short.length > 0) throw new HttpError(409, `Order ${order.orderNumber} cannot be confirmed: ${short.join('; ')}`, { stock: short.join('\n') });
    await notifyStockCrossings(tx, sellerId, before);
  }
  if (to === 'cancelled' && holds) await returnStock(tx, sellerId, order.items);
  // The ledger after the stock: retailer locks always come after order and product locks.
  const today = pktDate();
  let notes = change.notes;
  if (to === 'confirmed') {
    const { overridden } = await invoiceConfirmedOrder(tx, order, {
      sellerId,
      userId,
      today,
      overrideReason: change.overrideReason ?? null,
      canOverride: change.canOverride ?? false,
    });
    if (overridden) notes = `Confirmed over the credit check: ${overridden}${notes ? `. ${notes}` : ''}`;
  }
  if (to === 'cancelled') await reverseCancelledOrder(tx, sellerId, order, today);
  await moveOrderRow(tx, {
    sellerId,
    orderId: order.id,
    from: order.status,
    to,
    notes,
    userId,
    // A listed courier is stored by its one name, however it was typed (an API client's 'tcs express').
    courier: change.courier ? (courierNamed(change.courier)?.name ?? change.courier) : null,
    trackingNumber: change.trackingNumber ?? null,
  });
  await notifyOrderStatus(tx, sellerId, order, to, userId);
  return order;
}

/**
 * Moves an order to `to` if the lifecycle allows it (400 for a missing reason or shipment detail)
 * and answers it as its page shows it.
 */
export async function moveOrder(db: Writer, change: OrderMove): Promise<OrderDetail> {
  assertMoveInput(change);
  return db.transaction(async (tx) => {
    const order = await moveOrderIn(tx, change);
    const detail = await getOrderDetail(tx, change.sellerId, order.id);
    if (!detail) throw new Error('order vanished during update');
    return detail;
  });
}

export interface BulkResult {
  _id: string;
  orderNumber: string | null;
  ok: boolean;
  message: string | null;
  status: OrderStatus | null;
}

/**
 * The same move for several orders, each in its own transaction: one order that cannot move does
 * not hold the others back, and each answers for itself.
 */
export async function moveOrders(db: Writer, base: Omit<OrderMove, 'orderId'>, orderIds: readonly string[]): Promise<BulkResult[]> {
  assertMoveInput(base);
  const results: BulkResult[] = [];
  for (const orderId of orderIds) {
    try {
      // Each result needs only the number: the order page's full answer is not built per order.
      const order = await db.transaction((tx) => moveOrderIn(tx, { ...base, orderId }));
      results.push({ _id: orderId, orderNumber: order.orderNumber, ok: true, message: null, status: base.to });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const [known] =
        err.statusCode === 404
          ? []
          : await db.query<{ order_number: string; status: OrderStatus }>(`SELECT order_number, status FROM orders WHERE seller_id = $1 AND id = $2`, [
              base.sellerId,
              orderId,
            ]);
      results.push({ _id: orderId, orderNumber: known?.order_number ?? null, ok: false, message: err.message, status: known?.status ?? null });
    }
  }
  return results;
}
