import { testUserAs } from '@agrihub/shared/testing';
import type { OrdersPage } from '../features/orders/api/get-orders';

type Order = OrdersPage['orders'][number];

/** What the server answers as an order's next moves (docs/order-lifecycle.md), for fixtures of any status. */
const NEXT: Record<Order['status'], Order['nextStatuses']> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 'pending';
  return {
    _id: 'o-1',
    orderNumber: 'ORD-100001',
    customer: { name: 'Kissan Agri Store Multan', city: 'Multan' },
    orderDate: '2025-03-10T10:00:00.000Z',
    total: 185000,
    status: 'pending',
    notes: null,
    items: [],
    updatedAt: '2025-03-10T10:00:00.000Z',
    nextStatuses: NEXT[status],
    ...overrides,
  };
}

export function ordersPage(orders: OrdersPage['orders'], overrides: Partial<OrdersPage> = {}): OrdersPage {
  return {
    orders,
    summary: { totalOrders: 1250, pendingOrders: 40, processingOrders: 75, completedOrders: 1100 },
    pagination: { page: 1, pageSize: 20, total: orders.length },
    ...overrides,
  };
}

/** The signed-in users of the role tests, with the areas the server sends for their roles. */
export const viewer = testUserAs('viewer', []);
export const manager = testUserAs('manager', ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support']);
