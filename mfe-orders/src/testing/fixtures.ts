import { testUserAs } from '@agrihub/shared/testing';
import type { OrdersPage } from '../features/orders/api/get-orders';

export function orderFixture(overrides: Partial<OrdersPage['orders'][number]> = {}): OrdersPage['orders'][number] {
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
