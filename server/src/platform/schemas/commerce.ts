import { Type, type Static } from 'typebox';
import { ref } from './components.ts';
import { OrderItem } from './index.ts';
import {
  FinancingPurpose,
  FinancingStatus,
  FinancingTenure,
  OrderStatus,
  PaymentStatus,
  PickupTimeSlot,
  PickupUrgency,
  PRICING_RULE_CATEGORIES,
  PRICING_RULE_TYPES,
  PricingRuleCategory,
  PricingRuleStatus,
  PricingRuleType,
  ProductCategory,
  ShipmentStatus,
} from './domain.ts';

export const PricingRule = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  type: ref(PricingRuleType),
  category: ref(PricingRuleCategory),
  discount: Type.Number({ description: 'Percent, 1 to 100' }),
  minQuantity: Type.Integer(),
  status: ref(PricingRuleStatus),
  isActive: Type.Boolean(),
  validUntil: Type.String({ format: 'date' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

/** What a pricing rule's form sends, to create it or to replace its values (the route validates it: validatePricingRule). */
export const PricingRuleBody = Type.Object({
  name: Type.String({ maxLength: 500 }),
  type: Type.String({ maxLength: 50, description: PRICING_RULE_TYPES.join(', ') }),
  category: Type.String({ maxLength: 50, description: PRICING_RULE_CATEGORIES.join(', ') }),
  discount: Type.Number({ description: 'Percent, 1 to 100, at most 2 decimals' }),
  minQuantity: Type.Integer({ description: 'At least 1' }),
  validUntil: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, today (PKT) or later' }),
});

const productCategoryOrNone = () => Type.Union([ref(ProductCategory), Type.Null()]);
/** RULE_CATEGORY_PRODUCT_CATEGORY as the API answers it: a key per rule category. */
export const PricingRuleAppliesTo = Type.Object(
  Object.fromEntries(PRICING_RULE_CATEGORIES.map((c) => [c, productCategoryOrNone()])) as Record<PricingRuleCategory, ReturnType<typeof productCategoryOrNone>>,
  { description: 'For each rule category, the product category its rules apply to (null: none yet, so such a rule applies to no product)' },
);

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
  timeSlot: ref(PickupTimeSlot),
  urgency: ref(PickupUrgency),
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
  status: ref(ShipmentStatus),
  orderDate: Type.String({ format: 'date-time' }),
  shippedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  courier: Type.Union([Type.String(), Type.Null()], { description: 'Set when the order shipped' }),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
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
  address: Type.String({ description: "Where the order goes: its delivery address, else its retailer's address ('' when neither is known)" }),
  phone: Type.String({ description: "The retailer's phone ('' when unknown)" }),
  status: ref(OrderStatus),
});

export const Transaction = Type.Object({
  _id: Type.String({ description: 'The order id' }),
  orderNumber: Type.String(),
  invoiceNumber: Type.String(),
  retailer: Type.String(),
  city: Type.String(),
  orderDate: Type.String({ format: 'date-time' }),
  issuedOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'The day the invoice was issued (its order confirmed); null only for a pro forma invoice',
  }),
  dueDate: Type.String({ format: 'date' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  amount: Type.Number(),
  status: ref(PaymentStatus),
});

const AmountCount = Type.Object({ amount: Type.Number(), count: Type.Integer() });
export const PaymentSummary = Type.Object({
  receivedThisMonth: AmountCount,
  pending: AmountCount,
  overdue: AmountCount,
});

export const Invoice = Type.Object({
  ...Transaction.properties,
  orderStatus: ref(OrderStatus),
  seller: Type.Object({
    companyName: Type.String(),
    city: Type.String(),
    state: Type.String(),
    zipCode: Type.String(),
    phone: Type.String(),
    ntn: Type.String(),
    email: Type.String(),
  }),
  retailer: Type.Object({ name: Type.String(), city: Type.String(), province: Type.String(), phone: Type.String(), address: Type.String() }),
  lines: Type.Array(OrderItem),
  subtotal: Type.Number({ description: 'Before discounts' }),
  discount: Type.Number({ description: 'Taken off by pricing rules' }),
  total: Type.Number({ description: 'The order total' }),
  salesTax: Type.Union(
    [
      Type.Object({
        rate: Type.Number({ description: 'Percent, as set in Settings when the invoice was issued (today for a pro forma one)' }),
        amount: Type.Number({ description: 'On the total after discounts, rounded half up to the paisa' }),
      }),
      Type.Null(),
    ],
    { description: 'null: the seller has no sales tax rate set' },
  ),
  grandTotal: Type.Number({ description: 'The total with sales tax: what the retailer pays (the total when there is none)' }),
  issued: Type.Boolean({ description: 'Posted to the retailer ledger (the order was confirmed); false: pro forma, due as if issued today' }),
});

export const FinancingApplication = Type.Object({
  _id: Type.String(),
  reference: Type.String(),
  amount: Type.Number(),
  tenureMonths: ref(FinancingTenure),
  purpose: ref(FinancingPurpose),
  status: ref(FinancingStatus),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export type PricingRule = Static<typeof PricingRule>;
export type Pickup = Static<typeof Pickup>;
export type Shipment = Static<typeof Shipment>;
export type Transaction = Static<typeof Transaction>;
export type Invoice = Static<typeof Invoice>;
export type FinancingApplication = Static<typeof FinancingApplication>;
