import { Type } from 'typebox';

export const PricingRule = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  category: Type.String(),
  discount: Type.Number({ description: 'Percent, 1 to 100' }),
  minQuantity: Type.Integer(),
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive'), Type.Literal('Expired')], {
    description: 'Expired when valid until is before today in Pakistan, else Active or Inactive as set',
  }),
  isActive: Type.Boolean(),
  validUntil: Type.String({ format: 'date' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const PricingRuleSummary = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
  expired: Type.Integer(),
});

export const Pickup = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  retailer: Type.String(),
  pickupAddress: Type.String(),
  city: Type.String(),
  contactPerson: Type.String(),
  contactPhone: Type.String(),
  timeSlot: Type.String({ description: 'morning, afternoon or evening' }),
  urgency: Type.String({ description: 'low, normal, high or urgent' }),
  notes: Type.String(),
  date: Type.String({ format: 'date' }),
  scheduledAt: Type.String({ format: 'date-time' }),
});

export const Shipment = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  retailer: Type.String(),
  city: Type.String(),
  status: Type.Union([Type.Literal('In Transit'), Type.Literal('Delivered'), Type.Literal('Pickup Scheduled')]),
  orderDate: Type.String({ format: 'date-time' }),
  shippedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
  pickup: Type.Union([Pickup, Type.Null()]),
});

export const LogisticsSummary = Type.Object({
  inTransit: Type.Integer(),
  deliveredThisMonth: Type.Integer(),
  pickupsScheduled: Type.Integer(),
  avgDeliveryDays: Type.Union([Type.Number(), Type.Null()], { description: 'Order to delivery in days, deliveries of the last 30 days' }),
});

export const ReadyOrder = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  retailer: Type.String(),
  city: Type.String(),
  status: Type.String(),
});

const PaymentStatus = Type.Union([Type.Literal('Paid'), Type.Literal('Pending'), Type.Literal('Overdue')]);

export const Transaction = Type.Object({
  _id: Type.String({ description: 'The order id' }),
  orderNumber: Type.String(),
  invoiceNumber: Type.String(),
  retailer: Type.String(),
  city: Type.String(),
  orderDate: Type.String({ format: 'date-time' }),
  dueDate: Type.String({ format: 'date' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  amount: Type.Number(),
  status: PaymentStatus,
});

const AmountCount = Type.Object({ amount: Type.Number(), count: Type.Integer() });
export const PaymentSummary = Type.Object({
  receivedThisMonth: AmountCount,
  pending: AmountCount,
  overdue: AmountCount,
});

export const Invoice = Type.Object({
  ...Transaction.properties,
  orderStatus: Type.String(),
  seller: Type.Object({
    companyName: Type.String(),
    city: Type.String(),
    state: Type.String(),
    zipCode: Type.String(),
    phone: Type.String(),
    ntn: Type.String(),
    email: Type.String(),
  }),
  retailer: Type.Object({ name: Type.String(), city: Type.String(), province: Type.String(), phone: Type.String() }),
  lines: Type.Array(
    Type.Object({
      productName: Type.String(),
      sku: Type.String(),
      quantity: Type.Integer(),
      unitPrice: Type.Number(),
      lineTotal: Type.Number(),
    }),
  ),
  subtotal: Type.Number(),
  total: Type.Number({ description: 'The order total' }),
});

export const FinancingApplication = Type.Object({
  _id: Type.String(),
  reference: Type.String(),
  amount: Type.Number(),
  tenureMonths: Type.Integer(),
  purpose: Type.String(),
  status: Type.String({ description: 'Under Review, Approved, Rejected or Disbursed' }),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
