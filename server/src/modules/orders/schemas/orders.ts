import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { OrderStatus, ProductCategory } from '../../../platform/schemas/domain.ts';

export const AppliedRule = Type.Object(
  { _id: Type.String(), name: Type.String(), discount: Type.Number({ description: 'Percent' }) },
  { description: 'The pricing rule that priced a line, as it was when the order was saved' },
);

export const OrderItem = Type.Object({
  productId: Type.Union([Type.String(), Type.Null()], { description: 'Null when the product was not in the catalog' }),
  productName: Type.String(),
  sku: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  discount: Type.Number({ description: 'Taken off this line by its pricing rule (PKR)' }),
  lineTotal: Type.Number({ description: 'quantity x unit price - discount' }),
  rule: Type.Union([AppliedRule, Type.Null()]),
});

export const StatusChange = Type.Object({
  status: ref(OrderStatus),
  from: Type.Union([ref(OrderStatus), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  changedAt: Type.String({ format: 'date-time' }),
  changedBy: Type.Union([Type.String(), Type.Null()], { description: 'The name of who made the change; null for the system' }),
  courier: Type.Union([Type.String(), Type.Null()]),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
});

export const Order = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  customer: Type.Object({ name: Type.String(), city: Type.String() }),
  orderDate: Type.String({ format: 'date-time' }),
  total: Type.Number({ description: 'After discounts, before sales tax' }),
  salesTax: Type.Union([Type.Object({ rate: Type.Number({ description: 'Percent' }), amount: Type.Number() }), Type.Null()], {
    description: "The rate of the order's invoice, or before it is invoiced the company's rate in Settings, on the total; null without a rate",
  }),
  grandTotal: Type.Number({ description: 'The total with its sales tax: what the invoice, the ledger and aging say' }),
  status: ref(OrderStatus),
  notes: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(OrderItem),
  updatedAt: Type.String({ format: 'date-time' }),
  nextStatuses: Type.Array(ref(OrderStatus), { description: 'The moves the lifecycle allows from the current status (docs/order-lifecycle.md)' }),
});

export const Retailer = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  province: Type.String(),
  phone: Type.String(),
  address: Type.String(),
});

export const OrderPickup = Type.Object({
  _id: Type.String(),
  pickupDate: Type.String({ description: 'YYYY-MM-DD' }),
  timeSlot: Type.String(),
  pickupAddress: Type.String(),
  city: Type.String(),
  contactPerson: Type.String(),
  contactPhone: Type.String(),
});

export const OrderDetail = Type.Object({
  ...Order.properties,
  retailer: Type.Union([Retailer, Type.Null()], { description: 'Null when the retailer was deleted' }),
  deliveryAddress: Type.String(),
  subtotal: Type.Number({ description: 'Before discounts' }),
  discount: Type.Number(),
  history: Type.Array(StatusChange, { description: 'Every status change, oldest first, starting with the placement' }),
  shipment: Type.Union([
    Type.Object({
      courier: Type.Union([Type.String(), Type.Null()]),
      trackingNumber: Type.Union([Type.String(), Type.Null()]),
      shippedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
    Type.Null(),
  ]),
  pickups: Type.Array(OrderPickup),
  createdBy: Type.Union([Type.String(), Type.Null()], { description: 'Who typed the order in, for orders taken in the portal' }),
});

export const ProductOption = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  category: ref(ProductCategory),
  price: Type.Number(),
  stockQuantity: Type.Integer(),
});

export const QuoteLine = Type.Object({
  productId: Type.String(),
  productName: Type.String(),
  sku: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  discount: Type.Number(),
  lineTotal: Type.Number(),
  rule: Type.Union([AppliedRule, Type.Null()]),
  stockQuantity: Type.Integer(),
});

export const Quote = Type.Object({
  lines: Type.Array(QuoteLine),
  subtotal: Type.Number(),
  discount: Type.Number(),
  total: Type.Number({ description: 'After discounts, before sales tax' }),
  salesTax: Type.Union([Type.Object({ rate: Type.Number({ description: 'Percent' }), amount: Type.Number() }), Type.Null()], {
    description: "The company's rate in Settings on the total, as the order's invoice would add it today; null without a rate",
  }),
  grandTotal: Type.Number({ description: 'The total with its sales tax: what the retailer would owe' }),
});

export const OrderSummary = Type.Object({
  totalOrders: Type.Integer(),
  pendingOrders: Type.Integer(),
  processingOrders: Type.Integer(),
  completedOrders: Type.Integer(),
});

export type Order = Static<typeof Order>;
export type OrderDetail = Static<typeof OrderDetail>;
export type OrderItem = Static<typeof OrderItem>;
export type Retailer = Static<typeof Retailer>;
export type Quote = Static<typeof Quote>;
