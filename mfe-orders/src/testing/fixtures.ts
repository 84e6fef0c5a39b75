import { ORDER_TRANSITIONS } from '@agrihub/shared';
import type { PathWith } from '@agrihub/shared';
import { testUserAs } from '@agrihub/shared/testing';
import type { ApiServer } from '@agrihub/shared/testing';
import type { OrdersPage } from '../features/orders/api/get-orders';
import type { CreatedOrder } from '../features/new-order/api/create-order';
import type { Quote, QuoteRequest } from '../features/new-order/api/get-quote';
import type { ProductOption } from '../features/new-order/api/get-product-options';
import type { Retailer } from '../features/new-order/api/get-retailers';
import type { OrderDetail } from '../features/order-details/api/get-order';
import type { RetailerAccount } from '../features/retailer-accounts/api/get-accounts';
import type { AccountDetail, LedgerInvoice } from '../features/retailer-accounts/api/get-account';
import type { Statement } from '../features/retailer-accounts/api/get-statement';
import type { AgingReport } from '../features/retailer-accounts/api/get-aging';

type Order = OrdersPage['orders'][number];

/** What the server answers as an order's next moves: the shared lifecycle (docs/order-lifecycle.md). */
const NEXT = (status: Order['status']): Order['nextStatuses'] => [...ORDER_TRANSITIONS[status]];

/** An order without sales tax unless `overrides` give it one (its grand total is then theirs too). */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 'pending';
  const total = overrides.total ?? 185000;
  return {
    _id: 'o-1',
    orderNumber: 'ORD-100001',
    customer: { name: 'Kissan Agri Store Multan', city: 'Multan' },
    orderDate: '2025-03-10T10:00:00.000Z',
    total,
    salesTax: null,
    grandTotal: total,
    status: 'pending',
    notes: null,
    updatedAt: '2025-03-10T10:00:00.000Z',
    nextStatuses: NEXT(status),
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
    nextStatuses: overrides.nextStatuses ?? NEXT(status),
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

/**
 * The server's quote of `lines`: Urea Volume Discount, 10% off fertilizers from 100 units, with
 * `taxBps` as the company's sales tax rate (none by default).
 */
export function quoteOf(lines: QuoteRequest, taxBps: number | null = null): Quote {
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
  const total = subtotal - discount;
  const tax = taxBps === null ? null : Math.round((total * taxBps) / 100) / 100;
  return { lines: priced, subtotal, discount, total, salesTax: tax === null ? null : { rate: taxBps! / 100, amount: tax }, grandTotal: total + (tax ?? 0) };
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
    items: [],
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

/** A retailer of the directory: over its limit with an invoice 12 days late. */
export function accountFixture(overrides: Partial<RetailerAccount> = {}): RetailerAccount {
  return {
    _id: 'ra-1',
    name: 'Ali Traders',
    city: 'Okara',
    province: 'Punjab',
    phone: '0300-1112233',
    address: 'Depalpur Road, Okara',
    creditLimit: 500000,
    paymentTerms: 'net30',
    outstanding: 460000,
    overdue: 120000,
    available: 40000,
    oldestOverdueDays: 12,
    ...overrides,
  };
}

/**
 * Ali Traders' page: two open invoices (one 12 days late), one paid and one reversed; a payment
 * that paid an invoice and left PKR 5,000 on the account; two recent orders of 14.
 */
export function accountDetailFixture(overrides: Partial<AccountDetail> = {}): AccountDetail {
  const invoice = (n: number, over: Partial<LedgerInvoice>): LedgerInvoice => ({
    _id: `inv-${n}`,
    orderId: `o-${n}`,
    orderNumber: `ORD-10000${n}`,
    invoiceNumber: `INV-2025-000${n}`,
    issuedOn: '2025-02-01',
    dueDate: '2025-03-03',
    amount: 100000,
    paid: 0,
    open: 100000,
    status: 'Pending',
    daysOverdue: 0,
    reversed: false,
    ...over,
  });
  return {
    ...accountFixture(),
    invoices: [
      invoice(3, { paid: 0, open: 0, status: 'Paid', reversed: true, amount: 30000 }),
      invoice(1, { amount: 150000, paid: 30000, open: 120000, status: 'Overdue', daysOverdue: 12 }),
      invoice(4, { amount: 80000, paid: 80000, open: 0, status: 'Paid', issuedOn: '2025-01-05', dueDate: '2025-02-04' }),
      invoice(2, { amount: 340000, open: 340000, issuedOn: '2025-03-01', dueDate: '2025-03-31' }),
    ],
    payments: [
      {
        _id: 'pay-1',
        receivedOn: '2025-03-05',
        amount: 115000,
        method: 'bank_transfer',
        reference: 'HBL-7781',
        recordedBy: 'Ayesha Khan',
        recordedAt: '2025-03-05T09:00:00.000Z',
        allocations: [
          { invoiceId: 'inv-4', invoiceNumber: 'INV-2025-0004', amount: 80000 },
          { invoiceId: 'inv-1', invoiceNumber: 'INV-2025-0001', amount: 30000 },
        ],
        unallocated: 5000,
      },
    ],
    orders: [
      {
        _id: 'o-2',
        orderNumber: 'ORD-100002',
        orderDate: '2025-03-01T10:00:00.000Z',
        status: 'confirmed',
        total: 340000,
        salesTax: { rate: 17, amount: 57800 },
        grandTotal: 397800,
      },
      { _id: 'o-1', orderNumber: 'ORD-100001', orderDate: '2025-02-01T10:00:00.000Z', status: 'delivered', total: 150000, salesTax: null, grandTotal: 150000 },
    ],
    orderCount: 14,
    unallocated: 5000,
    ...overrides,
  };
}

/** Ali Traders' statement for 1 Jan to 31 Mar 2025: an invoice and a payment after an opening balance. */
export function statementFixture(overrides: Partial<Statement> = {}): Statement {
  return {
    retailer: { _id: 'ra-1', name: 'Ali Traders', city: 'Okara', province: 'Punjab', phone: '0300-1112233', address: 'Depalpur Road, Okara' },
    seller: { companyName: 'Punjab Agro Industries', city: 'Lahore', phone: '042-111222333', ntn: '1234567-8' },
    from: '2025-01-01',
    to: '2025-03-31',
    openingBalance: 80000,
    lines: [
      { date: '2025-02-01', kind: 'invoice', description: 'Invoice for ORD-100001', reference: 'INV-2025-0001', debit: 150000, credit: 0, balance: 230000 },
      { date: '2025-03-05', kind: 'payment', description: 'Payment received', reference: 'Bank transfer HBL-7781', debit: 0, credit: 115000, balance: 115000 },
    ],
    totalDebit: 150000,
    totalCredit: 115000,
    closingBalance: 115000,
    ...overrides,
  };
}

/** Two retailers owing: one with amounts past due and a limit, one on harvest terms without a limit. */
export const agingReport: AgingReport = {
  rows: [
    {
      retailerId: 'r1',
      name: 'Kissan Agri Store',
      city: 'Lahore',
      creditLimit: 500000,
      paymentTerms: 'net30',
      current: 20000,
      days1to30: 15000.5,
      days31to60: 0,
      days61to90: 0,
      days90plus: 40000,
      total: 75000.5,
    },
    {
      retailerId: 'r2',
      name: 'Madina Khad Store',
      city: 'Multan',
      creditLimit: null,
      paymentTerms: 'harvest',
      current: 120000,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      days90plus: 0,
      total: 120000,
    },
  ],
  totals: { current: 140000, days1to30: 15000.5, days31to60: 0, days61to90: 0, days90plus: 40000, total: 195000.5 },
  asOf: '2026-11-25',
  pagination: { page: 1, pageSize: 10, total: 2 },
};

/** The writes (every request but a GET) the server received, as a test asserts them. */
export function writesTo(server: ApiServer) {
  return server.requests.filter(({ method }) => method !== 'get').map(({ method, path, query, body }) => ({ method, path, query, body }));
}

/** The queries of the reads the server received for `route`, in the order they came. */
export function queriesTo(server: ApiServer, route: PathWith<'get'>) {
  return server.requestsTo('get', route).map(({ query }) => query as Record<string, string>);
}
