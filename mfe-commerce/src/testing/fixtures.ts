import { errorAnswer, testUserAs } from '@agrihub/shared/testing';
import type { ApiResolver, ApiServer } from '@agrihub/shared/testing';
import { RULE_CATEGORY_PRODUCT_CATEGORY } from '@agrihub/shared';
import { addDays, pktToday } from '../lib/dates';
import type { PricingRule, PricingRuleList } from '../features/pricing/api/get-pricing-rules';
import type { LogisticsOverview } from '../features/logistics/api/get-logistics-overview';
import type { PaymentsPage } from '../features/payments/api/get-payments';
import type { Invoice } from '../features/payments/api/get-invoice';
import type { FinancingApplication } from '../features/financing/api/get-financing-applications';

/** API answers for the screens' tests, typed by the generated API types. */
export function rule(over: Partial<PricingRule> = {}): PricingRule {
  return {
    _id: 'r1',
    name: 'Bulk Urea Discount',
    type: 'Volume Discount',
    category: 'Fertilizers',
    discount: 10,
    minQuantity: 100,
    status: 'Active',
    isActive: true,
    validUntil: addDays(pktToday(), 30),
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

/** The rule list's `appliesTo`: the product category each rule category discounts, the shared contract the server answers. */
export const appliesTo = RULE_CATEGORY_PRODUCT_CATEGORY;

/** GET /api/seller/pricing-rules's answer: the rules, their counts and what each category applies to. */
export function rulesAnswer(rules: PricingRule[], summary: PricingRuleList['summary']) {
  return { data: { rules, summary, appliesTo } };
}

export const logisticsOverview: LogisticsOverview = {
  summary: { inTransit: 7, deliveredThisMonth: 12, pickupsScheduled: 3, avgDeliveryDays: 4.5 },
  shipments: [
    {
      _id: 'p1',
      orderId: 'o1',
      orderNumber: 'ORD-100201',
      retailer: 'Kissan Agri Store',
      city: 'Lahore',
      status: 'Pickup Scheduled',
      orderDate: '2026-11-20T08:00:00.000Z',
      shippedAt: null,
      deliveredAt: null,
      courier: null,
      trackingNumber: null,
      updatedAt: '2026-11-21T08:00:00.000Z',
      pickup: {
        _id: 'p1',
        orderId: 'o1',
        orderNumber: 'ORD-100201',
        retailer: 'Kissan Agri Store',
        pickupAddress: 'Warehouse 3, Raiwind Road',
        city: 'Lahore',
        contactPerson: 'Imran',
        contactPhone: '03001234567',
        timeSlot: 'afternoon',
        urgency: 'high',
        notes: '',
        date: '2026-11-24',
        scheduledAt: '2026-11-21T08:00:00.000Z',
      },
    },
    {
      _id: 'o2',
      orderId: 'o2',
      orderNumber: 'ORD-100150',
      retailer: 'Madina Khad Store',
      city: 'Multan',
      status: 'Delivered',
      orderDate: '2026-11-10T08:00:00.000Z',
      shippedAt: '2026-11-11T08:00:00.000Z',
      deliveredAt: '2026-11-14T08:00:00.000Z',
      courier: 'Leopards Courier',
      trackingNumber: 'LP-000123456',
      updatedAt: '2026-11-14T08:00:00.000Z',
      pickup: null,
    },
    {
      _id: 'o3',
      orderId: 'o3',
      orderNumber: 'ORD-100180',
      retailer: 'Sabz Kisan Agro Centre',
      city: 'Sahiwal',
      status: 'In Transit',
      orderDate: '2026-11-18T08:00:00.000Z',
      shippedAt: '2026-11-19T08:00:00.000Z',
      deliveredAt: null,
      courier: 'TCS',
      trackingNumber: 'TCS-778812345',
      updatedAt: '2026-11-19T08:00:00.000Z',
      pickup: null,
    },
  ],
  readyOrders: [
    {
      _id: 'o9',
      orderNumber: 'ORD-100299',
      retailer: 'Al-Rehman Beej Ghar',
      city: 'Faisalabad',
      address: 'Plot 14, Sargodha Road',
      phone: '03001234567',
      status: 'processing',
    },
    { _id: 'o8', orderNumber: 'ORD-100201', retailer: 'Kissan Agri Store', city: 'Lahore', address: '', phone: '', status: 'pending' },
  ],
};

export const paymentsPage: PaymentsPage = {
  transactions: [
    {
      _id: 'o1',
      orderNumber: 'ORD-100201',
      invoiceNumber: 'INV-100201',
      retailer: 'Kissan Agri Store',
      city: 'Lahore',
      orderDate: '2026-11-20T08:00:00.000Z',
      // Confirmed, and so invoiced, the day after it was placed.
      issuedOn: '2026-11-21',
      dueDate: '2026-12-21',
      paidAt: null,
      amount: 37501.5,
      status: 'Pending',
    },
    {
      _id: 'o2',
      orderNumber: 'ORD-100101',
      invoiceNumber: 'INV-100101',
      retailer: 'Madina Khad Store',
      city: 'Multan',
      orderDate: '2026-09-20T08:00:00.000Z',
      issuedOn: '2026-09-20',
      dueDate: '2026-10-20',
      paidAt: null,
      amount: 1250000,
      status: 'Overdue',
    },
  ],
  summary: {
    receivedThisMonth: { amount: 2450000, count: 9 },
    pending: { amount: 37501.5, count: 1 },
    overdue: { amount: 1250000, count: 1 },
  },
  pagination: { page: 1, pageSize: 10, total: 2 },
};

export const invoice: Invoice = {
  ...paymentsPage.transactions[0]!,
  issued: true,
  issuedOn: '2025-03-02',
  orderStatus: 'processing',
  seller: {
    companyName: 'Punjab Agro Industries',
    city: 'Lahore',
    state: 'Punjab',
    zipCode: '54000',
    phone: '03001234567',
    ntn: '1234567-8',
    email: 'seller@demo.pk',
  },
  retailer: { name: 'Kissan Agri Store', city: 'Lahore', province: 'Punjab', phone: '03211234567', address: 'Shop 12, Grain Market Road, Lahore' },
  lines: [
    { productId: 'p1', productName: 'Urea 50kg Bag', sku: 'FRT-UREA-50', quantity: 3, unitPrice: 4500.5, discount: 0, lineTotal: 13501.5, rule: null },
    {
      productId: 'p2',
      productName: 'DAP 50kg Bag',
      sku: 'FRT-DAP-50',
      quantity: 2,
      unitPrice: 12000,
      discount: 2400,
      lineTotal: 21600,
      rule: { _id: 'r1', name: 'DAP Volume Discount', discount: 10 },
    },
  ],
  subtotal: 37501.5,
  discount: 2400,
  total: 35101.5,
  salesTax: null,
  grandTotal: 35101.5,
};

/**
 * The Payments page's loads, each answered by `server`: the payments, the financing applications
 * and the invoice of order o1 (another order's is a 404, as the server answers it).
 */
export function answerPaymentsLoads(
  server: ApiServer,
  {
    payments = () => ({ data: paymentsPage }),
    applications = [],
    invoice: shown = invoice,
  }: {
    payments?: ApiResolver<'/api/seller/payments', 'get'>;
    /** Read on each request, so a test may change the list between loads. */
    applications?: FinancingApplication[] | (() => FinancingApplication[]);
    invoice?: Invoice;
  } = {},
) {
  server.answer('get', '/api/seller/payments', payments);
  server.answer('get', '/api/seller/financing/applications', () => ({
    data: { applications: typeof applications === 'function' ? applications() : applications },
  }));
  server.answer('get', '/api/seller/payments/invoices/{id}', ({ params }) =>
    params.id === 'o1' ? { data: { invoice: shown } } : errorAnswer(404, 'Invoice not found'),
  );
}

/** The writes (every request but a GET) the server received, as a test asserts them. */
export function writesTo(server: ApiServer) {
  return server.requests.filter(({ method }) => method !== 'get').map(({ method, path, query, body }) => ({ method, path, query, body }));
}

/** The signed-in users of the role tests, with the areas the server sends for their roles. */
export const viewer = testUserAs('viewer', []);
export const editor = testUserAs('editor', ['catalog', 'pricing', 'documents']);
export const manager = testUserAs('manager', ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support']);
