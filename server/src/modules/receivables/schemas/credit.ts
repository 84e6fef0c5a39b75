import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { Retailer } from '../../orders/index.ts';
import { OrderStatus, PaymentMethod, PaymentStatus, PaymentTerms } from '../../../platform/schemas/domain.ts';

/** Money crosses the API as rupees with at most 2 decimals (stored as integer paisa). */
const Pkr = (description?: string) => Type.Number(description ? { description } : {});

/** A retailer with the credit the seller gives it: limit, terms and the ledger's sums today. */
export const RetailerAccount = Type.Object({
  ...Retailer.properties,
  creditLimit: Type.Union([Pkr(), Type.Null()], { description: 'PKR; null: no limit set (not enforced)' }),
  paymentTerms: ref(PaymentTerms),
  outstanding: Pkr('What the retailer owes: invoices less reversals and payments (negative: paid in advance)'),
  overdue: Pkr('The unpaid part of invoices past their due date'),
  available: Type.Union([Pkr(), Type.Null()], { description: 'Limit less outstanding (never below 0); null without a limit' }),
  oldestOverdueDays: Type.Union([Type.Integer(), Type.Null()], { description: 'Days the oldest unpaid invoice is past due; null when none is' }),
});

/** An invoice on a retailer's ledger: posted when its order was confirmed. */
export const LedgerInvoice = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  invoiceNumber: Type.String(),
  issuedOn: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  amount: Pkr(),
  paid: Pkr('Allocated from payments'),
  open: Pkr('Still owed (0 once paid or reversed)'),
  status: ref(PaymentStatus),
  daysOverdue: Type.Integer({ description: '0 unless past due and unpaid' }),
  reversed: Type.Boolean({ description: 'Its order was cancelled' }),
});

export const Allocation = Type.Object({ invoiceId: Type.String(), invoiceNumber: Type.String(), amount: Pkr() });

/** A payment received from a retailer and the invoices it paid. */
export const ReceivedPayment = Type.Object({
  _id: Type.String(),
  receivedOn: Type.String({ format: 'date' }),
  amount: Pkr(),
  method: ref(PaymentMethod),
  reference: Type.String(),
  recordedBy: Type.String({ description: 'Name of the member who recorded it' }),
  recordedAt: Type.String({ format: 'date-time' }),
  allocations: Type.Array(Allocation),
  unallocated: Pkr('Not yet applied to an invoice: held as credit for the next one'),
});

export const AccountOrder = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  orderDate: Type.String({ format: 'date-time' }),
  status: ref(OrderStatus),
  total: Pkr('After discounts, before sales tax'),
  salesTax: Type.Union([Type.Object({ rate: Type.Number({ description: 'Percent' }), amount: Pkr() }), Type.Null()], {
    description: "The rate of the order's invoice, or before it is invoiced the company's rate, on the total; null without a rate",
  }),
  grandTotal: Pkr('The total with its sales tax, as the invoice and the ledger say'),
});

export const RetailerAccountDetail = Type.Object({
  ...RetailerAccount.properties,
  /** Open invoices (oldest due first), then the latest settled ones. */
  invoices: Type.Array(LedgerInvoice, { description: 'Open invoices, oldest due first, then up to 20 recently settled or reversed' }),
  payments: Type.Array(ReceivedPayment, { description: 'The latest 20, newest first' }),
  orders: Type.Array(AccountOrder, { description: 'The latest 10 orders, newest first' }),
  orderCount: Type.Integer(),
  unallocated: Pkr('Payments not yet applied to an invoice (credit on account)'),
});

export const CreditTermsBody = Type.Object({
  // Null first: the validator coerces types, and would read null as the number 0 were Number first.
  creditLimit: Type.Union([Type.Null(), Type.Number(), Type.String({ maxLength: 20 })], { description: 'PKR, at most 2 decimals; null or "" for no limit' }),
  paymentTerms: Type.String({ maxLength: 20, description: 'net15, net30, net60, net90 or harvest' }),
});

export const PaymentBody = Type.Object({
  amount: Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description: 'PKR, more than 0, at most 2 decimals' }),
  receivedOn: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, not after today (PKT)' }),
  method: Type.String({ maxLength: 20, description: 'cash, bank_transfer, cheque or mobile_wallet' }),
  reference: Type.Optional(Type.String({ maxLength: 100, description: 'Required except for cash: transaction id, cheque number...' })),
  allocations: Type.Optional(
    Type.Array(Type.Object({ invoiceId: Type.String({ maxLength: 64 }), amount: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]) }), {
      maxItems: 500,
      description: 'Which open invoices it pays and how much; the rest goes to the oldest open invoices first. Omitted: all oldest first.',
    }),
  ),
});

export const StatementLine = Type.Object({
  date: Type.String({ format: 'date' }),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('reversal'), Type.Literal('payment')]),
  description: Type.String(),
  reference: Type.String({ description: 'Invoice number, or the payment method and reference' }),
  debit: Pkr('Adds to what the retailer owes'),
  credit: Pkr('Takes off what the retailer owes'),
  balance: Pkr('Running balance after the line'),
});

export const Statement = Type.Object({
  retailer: Retailer,
  seller: Type.Object({ companyName: Type.String(), city: Type.String(), phone: Type.String(), ntn: Type.String() }),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  openingBalance: Pkr(),
  lines: Type.Array(StatementLine),
  totalDebit: Pkr(),
  totalCredit: Pkr(),
  closingBalance: Pkr(),
});

export const AgingAmounts = Type.Object({
  current: Pkr('Open, not yet due'),
  days1to30: Pkr(),
  days31to60: Pkr(),
  days61to90: Pkr(),
  days90plus: Pkr(),
  total: Pkr(),
});

export const AgingRow = Type.Object({
  retailerId: Type.String(),
  name: Type.String(),
  city: Type.String(),
  creditLimit: Type.Union([Pkr(), Type.Null()]),
  paymentTerms: ref(PaymentTerms),
  ...AgingAmounts.properties,
});

export const CreditSettings = Type.Object({
  rabiDueDate: Type.String({ description: 'MM-DD: when rabi-season invoices (issued October to March) fall due under harvest terms; default 06-30' }),
  kharifDueDate: Type.String({ description: 'MM-DD: when kharif-season invoices (issued April to September) fall due under harvest terms; default 12-31' }),
});

export type RetailerAccount = Static<typeof RetailerAccount>;
export type RetailerAccountDetail = Static<typeof RetailerAccountDetail>;
export type LedgerInvoice = Static<typeof LedgerInvoice>;
export type ReceivedPayment = Static<typeof ReceivedPayment>;
export type Statement = Static<typeof Statement>;
export type StatementLine = Static<typeof StatementLine>;
export type AgingRow = Static<typeof AgingRow>;
export type AgingAmounts = Static<typeof AgingAmounts>;
export type CreditSettings = Static<typeof CreditSettings>;
