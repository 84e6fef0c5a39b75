import { ltr } from '@agrihub/shared';
import type { OrderStatus } from '@agrihub/shared';
import type { OrdersT } from '../../locales/i18n';

export const PAGE_SIZE = 20;
export const DEFAULT_FROM = '2024-01-01';
/** The list's filter for every order under way (confirmed, processing, shipped): the Processing card's. */
export const IN_PROGRESS = 'in_progress';

/** A move along an order's lifecycle, named by the status it leads to (docs/order-lifecycle.md). */
export type Move = Exclude<OrderStatus, 'pending'>;

/** The button of each move, on the order page, the order cards and the bulk bar (locales: moves.label.<move>). */
export const moveLabel = (t: OrdersT, move: Move) => t(`moves.label.${move}`);

/** The question each move's dialog asks (locales: moves.title.<move>). */
export const moveTitle = (t: OrdersT, move: Move, orderNumber: string) => t(`moves.title.${move}`, { number: ltr(orderNumber) });

/** Shipping needs a courier and tracking number per order, so it is not a bulk move (the server refuses it too). */
export const BULK_MOVES: readonly Move[] = ['confirmed', 'processing', 'delivered', 'cancelled'];
