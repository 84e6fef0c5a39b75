/**
 * Retailer credit (issue 23, docs/retailer-credit.md): what confirming and cancelling an order do to
 * the retailer's ledger, the credit check that can refuse a confirmation, payments received and the
 * terms a finance user sets. Routes read requests and answer; this decides.
 */
import { ORDER_MOVE_LIMITS } from '@agrihub/shared/validation';
import type { Queryable, Writer } from '../../../platform/db/index.ts';
import { HttpError, badRequest, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { formatPaisa, moneyToPaisa, taxPaisa } from '../../../platform/lib/money.ts';
import { isCalendarDate } from '../../../platform/lib/pkt-dates.ts';
import {
  allocate,
  applyCredit,
  dueDateFor,
  recordPaymentRow,
  ledgerSumsOf,
  lockRetailerAccount,
  openInvoices,
  postInvoice,
  reverseInvoice,
} from '../queries/ledger.ts';
import type { LockedOrder } from '../../orders/index.ts';
import { salesTaxBpsOf } from '../../company/index.ts';
import { PAYMENT_METHODS, PAYMENT_TERMS, type PaymentMethod, type PaymentTerms } from '../../../platform/schemas/domain.ts';
import type { CreditRefusal } from '../../../platform/schemas/index.ts';

/** An invoice this many days past due stops new confirmations for its retailer. */
export const OVERDUE_STOP_DAYS = 30;
export const OVERRIDE_REASON_MAX = ORDER_MOVE_LIMITS.overrideReason;
export const OVERRIDE_REASON_REQUIRED = 'Please give a reason for confirming over the credit check';

/** A 409 that carries the figures, so the screen can show them and offer an override. */
export class CreditRefused extends HttpError {
  constructor(
    message: string,
    readonly credit: CreditRefusal,
  ) {
    super(409, message, undefined, { credit });
  }
}

export interface ConfirmContext {
  sellerId: string;
  userId: string;
  today: string;
  /** A reason to confirm despite the credit check (only for roles that may override). */
  overrideReason: string | null;
  canOverride: boolean;
}

/**
 * Posts the invoice of an order being confirmed, inside the move's transaction and after its stock
 * was taken: the retailer's row is locked, so two confirmations for one retailer are checked one after
 * the other against the same ledger. Refuses (CreditRefused) when the order would take the retailer
 * over the limit or an invoice of theirs is more than 30 days overdue, unless overridden with a reason.
 */
export async function invoiceConfirmedOrder(tx: Queryable, order: LockedOrder, ctx: ConfirmContext): Promise<{ overridden: string | null }> {
  if (!order.retailerId) return { overridden: null };
  const account = await lockRetailerAccount(tx, ctx.sellerId, order.retailerId);
  if (!account) return { overridden: null };
  const sums = await ledgerSumsOf(tx, ctx.sellerId, account.id, ctx.today);
  // What the retailer will owe: the order and, with a rate in Settings, its sales tax (the invoice
  // shows the same, from the rate stored on it when it is posted below, in this transaction).
  const rate = await salesTaxBpsOf(tx, ctx.sellerId);
  const duePaisa = order.totalPaisa + (rate ? taxPaisa(order.totalPaisa, rate) : 0);
  const overLimit = account.creditLimitPaisa !== null && sums.outstandingPaisa + duePaisa > account.creditLimitPaisa;
  const late = sums.oldestOverdueDays !== null && sums.oldestOverdueDays > OVERDUE_STOP_DAYS;
  let overridden: string | null = null;
  if (overLimit || late) {
    if (!ctx.canOverride || !ctx.overrideReason) {
      const oldest = late ? (await openInvoices(tx, ctx.sellerId, account.id)).find((i) => i.openPaisa > 0) : undefined;
      const figures = `Credit limit ${account.creditLimitPaisa === null ? 'not set' : formatPaisa(account.creditLimitPaisa)}; outstanding ${formatPaisa(
        sums.outstandingPaisa,
      )}; this order ${formatPaisa(duePaisa)}`;
      const why = overLimit
        ? `${account.name} would go over their credit limit`
        : `${account.name} has invoice ${oldest?.invoiceNumber ?? ''} overdue by ${sums.oldestOverdueDays} days`;
      const daysOf = (due: string) => Math.round((Date.parse(ctx.today) - Date.parse(due)) / 86_400_000);
      throw new CreditRefused(`Order ${order.orderNumber} cannot be confirmed: ${why}. ${figures}.`, {
        reason: overLimit ? 'over_limit' : 'overdue',
        creditLimit: account.creditLimitPaisa === null ? null : account.creditLimitPaisa / 100,
        outstanding: sums.outstandingPaisa / 100,
        orderTotal: duePaisa / 100,
        overdueInvoice: oldest ? { invoiceNumber: oldest.invoiceNumber, daysOverdue: daysOf(oldest.dueDate), open: oldest.openPaisa / 100 } : null,
        canOverride: ctx.canOverride,
      });
    }
    overridden = ctx.overrideReason;
  }
  await postInvoice(tx, {
    sellerId: ctx.sellerId,
    retailerId: account.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountPaisa: duePaisa,
    issuedOn: ctx.today,
    dueDate: dueDateFor(account.paymentTerms, ctx.today, account.seasons),
    userId: ctx.userId,
    overrideReason: overridden,
  });
  return { overridden };
}

/** Reverses a cancelled order's invoice (if it had one) under its retailer's lock. */
export async function reverseCancelledOrder(tx: Queryable, sellerId: string, order: LockedOrder, today: string): Promise<void> {
  if (!order.retailerId) return;
  await lockRetailerAccount(tx, sellerId, order.retailerId);
  await reverseInvoice(tx, sellerId, order.id, today);
}

/** A reason to override, or null when none was given (400 when too long). */
export function overrideReasonOf(raw: string | null | undefined): string | null {
  const reason = raw?.trim() ?? '';
  if (reason.length > OVERRIDE_REASON_MAX) {
    const message = `The reason must be at most ${OVERRIDE_REASON_MAX} characters`;
    throw badRequest(message, { creditOverride: message });
  }
  return reason === '' ? null : reason;
}

/** A credit limit and terms as a finance user sets them, checked field by field. */
export function parseCreditTerms(body: { creditLimit: number | string | null; paymentTerms: string }): {
  creditLimitPaisa: number | null;
  paymentTerms: PaymentTerms;
} {
  const errors: Record<string, string> = {};
  const none = body.creditLimit === null || body.creditLimit === '';
  const limit = none ? null : moneyToPaisa(body.creditLimit);
  if (!none && limit === null) errors.creditLimit = 'Credit limit must be an amount in PKR (0 or more, at most 2 decimals), or empty for no limit';
  const terms = PAYMENT_TERMS.find((t) => t === body.paymentTerms);
  if (!terms) errors.paymentTerms = `Payment terms must be one of: ${PAYMENT_TERMS.join(', ')}`;
  if (Object.keys(errors).length > 0 || !terms) throw badRequest(Object.values(errors)[0] ?? 'Invalid credit terms', errors);
  return { creditLimitPaisa: limit, paymentTerms: terms };
}

export async function updateCreditTerms(
  db: Writer,
  sellerId: string,
  retailerId: string,
  terms: { creditLimitPaisa: number | null; paymentTerms: PaymentTerms },
): Promise<void> {
  const rows = await db.query(`UPDATE retailers SET credit_limit_paisa = $3, payment_terms = $4 WHERE seller_id = $1 AND id = $2 RETURNING id`, [
    sellerId,
    retailerId,
    terms.creditLimitPaisa,
    terms.paymentTerms,
  ]);
  if (rows.length === 0) throw notFound('Retailer not found');
}

export interface PaymentInput {
  amount: number | string;
  receivedOn: string;
  method: string;
  reference?: string | undefined;
  allocations?: { invoiceId: string; amount: number | string }[] | undefined;
}

export const REFERENCE_MAX = 100;

/**
 * Records a payment and applies it: first to the invoices the user chose (each at most its open
 * amount), the rest to the open invoices due first; money beyond every open invoice stays as credit
 * for the next one. One transaction under the retailer's lock. Answers the payment's id.
 */
export async function recordPayment(db: Writer, sellerId: string, userId: string, retailerId: string, input: PaymentInput, today: string): Promise<string> {
  const errors: Record<string, string> = {};
  const amountPaisa = moneyToPaisa(input.amount);
  if (amountPaisa === null || amountPaisa <= 0) errors.amount = 'Amount must be more than 0 PKR, with at most 2 decimals';
  const receivedOn = input.receivedOn.trim();
  if (!isCalendarDate(receivedOn)) errors.receivedOn = 'Enter the date the payment was received (YYYY-MM-DD)';
  else if (receivedOn > today) errors.receivedOn = 'The payment date cannot be in the future';
  const method = PAYMENT_METHODS.find((m) => m === input.method) as PaymentMethod | undefined;
  if (!method) errors.method = `Method must be one of: ${PAYMENT_METHODS.join(', ')}`;
  const reference = (input.reference ?? '').trim();
  if (method && method !== 'cash' && reference === '') errors.reference = 'Enter the reference (transaction id or cheque number)';
  if (reference.length > REFERENCE_MAX) errors.reference = `Reference must be at most ${REFERENCE_MAX} characters`;
  const chosen = (input.allocations ?? []).map((a, i) => {
    const paisa = moneyToPaisa(a.amount);
    if (paisa === null || paisa <= 0) errors[`allocations.${i}.amount`] = 'Amount must be more than 0 PKR, with at most 2 decimals';
    return { invoiceId: a.invoiceId, paisa: paisa ?? 0, index: i };
  });
  if (amountPaisa !== null && chosen.reduce((s, a) => s + a.paisa, 0) > amountPaisa)
    errors.allocations = 'The amounts applied to invoices add up to more than the payment';
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid payment', errors);

  return db.transaction(async (tx) => {
    const account = isUuid(retailerId) ? await lockRetailerAccount(tx, sellerId, retailerId) : undefined;
    if (!account) throw notFound('Retailer not found');
    const open = new Map((await openInvoices(tx, sellerId, account.id)).map((i) => [i.id, i]));
    for (const a of chosen) {
      const invoice = open.get(a.invoiceId);
      if (!invoice) errors[`allocations.${a.index}.invoiceId`] = "That invoice is not open on this retailer's account";
      else if (a.paisa > invoice.openPaisa)
        errors[`allocations.${a.index}.amount`] = `${invoice.invoiceNumber} has only ${formatPaisa(invoice.openPaisa)} open`;
    }
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid payment', errors);
    const paymentId = await recordPaymentRow(tx, {
      sellerId,
      retailerId: account.id,
      receivedOn,
      amountPaisa: amountPaisa ?? 0,
      method: method ?? 'cash',
      reference,
      userId,
    });
    for (const a of chosen) {
      const invoice = open.get(a.invoiceId);
      if (invoice) await allocate(tx, sellerId, paymentId, receivedOn, invoice, a.paisa);
    }
    await applyCredit(tx, sellerId, account.id);
    return paymentId;
  });
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Harvest due days as MM-DD, each a day some year has (02-29 is allowed: it is 02-28 other years). */
export function parseSeasonDates(body: { rabiDueDate: string; kharifDueDate: string }): { rabiDueDate: string; kharifDueDate: string } {
  const errors: Record<string, string> = {};
  const check = (field: 'rabiDueDate' | 'kharifDueDate', label: string) => {
    const v = body[field].trim();
    if (!MONTH_DAY.test(v) || !isCalendarDate(`2024-${v}`)) errors[field] = `${label} must be a day of the year (MM-DD, e.g. 06-30)`;
    return v;
  };
  const dates = { rabiDueDate: check('rabiDueDate', 'Rabi due date'), kharifDueDate: check('kharifDueDate', 'Kharif due date') };
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid due dates', errors);
  return dates;
}
