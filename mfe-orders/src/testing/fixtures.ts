import { testUserAs } from '@agrihub/shared/testing';
import type { OrdersPage } from '../features/orders/api/get-orders';
import type { CreatedOrder } from '../features/new-order/api/create-order';
import type { Quote, QuoteRequest } from '../features/new-order/api/get-quote';
import type { ProductOption } from '../features/new-order/api/search-products';
import type { Retailer } from '../features/new-order/api/search-retailers';
import type { OrderDetail } from '../features/order-details/api/get-order';

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

/**
 * ORD-100001 as its page reads it: shipped, two lines (one discounted by a rule), the whole timeline
 * from placement to shipment, and one pickup. `status` also sets the moves it allows.
 */
export function orderDetailFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const status = overrides.status ?? 'shipped';
  return {
    ...orderFixture({ status, total: 186000, notes: null }),
    retailer: {
      _id: 'r-1',
      name: 'Kissan Agri Store Multan',
      city: 'Multan',
      province: 'Punjab',
      phone: '0300-1234567',
      address: 'Shop 12, Grain Market, Multan',
    },
    deliveryAddress: 'Warehouse 4, Vehari Road, Multan',
    items: [
      {
        productId: 'p-1',
        productName: 'Urea 50kg Bag',
        sku: 'UREA-50',
        quantity: 40,
        unitPrice: 4500,
        discount: 18000,
        lineTotal: 162000,
        rule: { _id: 'rule-1', name: 'Urea Volume Discount', discount: 10 },
      },
      { productId: 'p-2', productName: 'DAP 50kg Bag', sku: 'DAP-50', quantity: 2, unitPrice: 12000, discount: 0, lineTotal: 24000, rule: null },
    ],
    subtotal: 204000,
    discount: 18000,
    history: [
      {
        status: 'pending',
        from: null,
        notes: 'Phoned in by Haji Sahib',
        changedAt: '2025-03-10T10:00:00.000Z',
        changedBy: 'Ahmed Raza',
        courier: null,
        trackingNumber: null,
      },
      {
        status: 'confirmed',
        from: 'pending',
        notes: null,
        changedAt: '2025-03-10T12:30:00.000Z',
        changedBy: 'Ayesha Khan',
        courier: null,
        trackingNumber: null,
      },
      {
        status: 'processing',
        from: 'confirmed',
        notes: null,
        changedAt: '2025-03-11T09:15:00.000Z',
        changedBy: 'Ayesha Khan',
        courier: null,
        trackingNumber: null,
      },
      {
        status: 'shipped',
        from: 'processing',
        notes: null,
        changedAt: '2025-03-11T16:45:00.000Z',
        changedBy: 'Bilal Ahmed',
        courier: 'TCS',
        trackingNumber: 'TCS-778123',
      },
    ],
    shipment: { courier: 'TCS', trackingNumber: 'TCS-778123', shippedAt: '2025-03-11T16:45:00.000Z', deliveredAt: null },
    pickups: [
      {
        _id: 'pk-1',
        pickupDate: '2025-03-11',
        timeSlot: 'Afternoon (12 PM - 5 PM)',
        pickupAddress: 'Plot 7, Industrial Estate',
        city: 'Multan',
        contactPerson: 'Imran Ali',
        contactPhone: '0301-7654321',
      },
    ],
    createdBy: 'Ahmed Raza',
    ...overrides,
    nextStatuses: overrides.nextStatuses ?? NEXT[status],
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

/** Retailers the new-order picker finds. */
export const retailerFixtures: Retailer[] = [
  { _id: 'r-1', name: 'Kissan Agri Store', city: 'Multan', province: 'Punjab', phone: '03001234567', address: 'Shop 4, Grain Market' },
  { _id: 'r-2', name: 'Zarai Markaz', city: 'Sahiwal', province: 'Punjab', phone: '03219876543', address: 'Main Bazaar' },
];

/** Active products the Add product picker finds: a fertilizer with a volume rule from 100 bags, and seeds without one. */
export const productFixtures: ProductOption[] = [
  { _id: 'p-urea', name: 'Urea 50kg Bag', sku: 'UREA-50', category: 'fertilizers', price: 4500, stockQuantity: 400 },
  { _id: 'p-seed', name: 'Wheat Seed Galaxy 2013', sku: 'SEED-GLX', category: 'seeds', price: 2500, stockQuantity: 40 },
];

/** The server's quote of `lines`: Urea Volume Discount, 10% off fertilizers from 100 units. */
export function quoteOf(lines: QuoteRequest): Quote {
  const priced = lines.map(({ productId, quantity }) => {
    const p = productFixtures.find((x) => x._id === productId)!;
    const qty = Number(quantity);
    const rule = p.category === 'fertilizers' && qty >= 100 ? { _id: 'rule-1', name: 'Urea Volume Discount', discount: 10 } : null;
    const discount = rule ? (p.price * qty * rule.discount) / 100 : 0;
    return {
      productId,
      productName: p.name,
      sku: p.sku,
      quantity: qty,
      unitPrice: p.price,
      discount,
      lineTotal: p.price * qty - discount,
      rule,
      stockQuantity: p.stockQuantity,
    };
  });
  const subtotal = priced.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const discount = priced.reduce((sum, l) => sum + l.discount, 0);
  return { lines: priced, subtotal, discount, total: subtotal - discount };
}

/** The order the server answers a saved phone order with. */
export function createdOrderFixture(overrides: Partial<CreatedOrder> = {}): CreatedOrder {
  const retailer = retailerFixtures[0]!;
  return {
    ...orderFixture({ _id: 'o-301', orderNumber: 'ORD-100301', customer: { name: retailer.name, city: retailer.city }, total: 486000 }),
    retailer,
    deliveryAddress: `${retailer.address}, ${retailer.city}`,
    subtotal: 540000,
    discount: 54000,
    history: [],
    shipment: null,
    pickups: [],
    createdBy: 'Ayesha Malik',
    ...overrides,
  };
}

/** The signed-in users of the role tests, with the areas the server sends for their roles. */
export const viewer = testUserAs('viewer', []);
export const manager = testUserAs('manager', ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support']);
