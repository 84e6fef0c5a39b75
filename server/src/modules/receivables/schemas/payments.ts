import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { OrderItem } from '../../orders/index.ts';
import { OrderStatus, PaymentStatus } from '../../../platform/schemas/domain.ts';

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

export type Transaction = Static<typeof Transaction>;
export type Invoice = Static<typeof Invoice>;
