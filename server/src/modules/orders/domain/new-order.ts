/**
 * Taking an order by phone (issue 18): the seller picks or adds the retailer and the products; the
 * seller's active pricing rules price each line; the order is saved pending with the next number.
 * Every problem is answered per field (`lines.2.quantity`, `retailer.phone`...) so the form can say
 * it where it was typed.
 */
import type { Queryable, Writer } from '../../../platform/db/index.ts';
import { badRequest } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { wholeNumberOf } from '../../../platform/lib/money.ts';
import { MESSAGES, isPakistaniPhone, normalizePhone } from '@agrihub/shared/validation';
import { applicableRules, priceLine, productsByIds } from '../../pricing/index.ts';
import { findRetailerByName, getRetailer, insertRetailer, type RetailerInput } from '../queries/retailers.ts';
import { notifyNewOrder } from '../../notifications/index.ts';
import { getOrderDetail, createOrderRow, nextOrderNumber, type StoredLine } from '../queries/orders.ts';
import type { OrderDetail } from '../schemas/orders.ts';

export const MAX_LINES = 50;
export const MAX_QUANTITY = 100_000;
const TEXT_MAX = { name: 120, city: 80, province: 80, address: 300, deliveryAddress: 300, notes: 1000 } as const;

export interface LineRequest {
  productId: string;
  quantity: number;
}

export interface PricedOrder {
  lines: (StoredLine & { productId: string; stockQuantity: number })[];
  subtotalPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
}

type Errors = Record<string, string>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The lines' shape: at least one, whole quantities from 1, products named by id. */
function lineErrors(raw: unknown, errors: Errors): LineRequest[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.lines = 'Add at least one product to the order';
    return [];
  }
  if (raw.length > MAX_LINES) {
    errors.lines = `An order can have at most ${MAX_LINES} lines`;
    return [];
  }
  const lines: LineRequest[] = [];
  raw.forEach((item: unknown, i) => {
    const l = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const productId = str(l.productId);
    if (!productId) errors[`lines.${i}.productId`] = 'Choose a product';
    const quantity = wholeNumberOf(l.quantity) ?? NaN;
    if (!Number.isInteger(quantity) || quantity < 1) errors[`lines.${i}.quantity`] = 'Quantity must be a whole number of at least 1';
    else if (quantity > MAX_QUANTITY) errors[`lines.${i}.quantity`] = `Quantity must be at most ${MAX_QUANTITY.toLocaleString('en-US')}`;
    lines.push({ productId, quantity });
  });
  return lines;
}

/**
 * Prices the lines with today's rules; unknown, inactive and repeated products are errors at their
 * line. `lockRules` when the order is being saved (inside its transaction).
 */
export async function priceLines(db: Queryable, sellerId: string, today: string, raw: unknown, lockRules = false): Promise<PricedOrder> {
  const errors: Errors = {};
  const requested = lineErrors(raw, errors);
  const ids = requested.map((l) => l.productId).filter(isUuid);
  const [products, rules] = await Promise.all([productsByIds(db, sellerId, ids), applicableRules(db, sellerId, today, lockRules)]);
  const seen = new Map<string, number>();
  const lines: PricedOrder['lines'] = [];
  requested.forEach((l, i) => {
    const key = `lines.${i}.productId`;
    if (!l.productId || errors[key]) return;
    const p = isUuid(l.productId) ? products.get(l.productId) : undefined;
    if (!p) errors[key] = 'This product is not in your catalog';
    else if (p.status !== 'active') errors[key] = `${p.name} is ${p.status === 'inactive' ? 'inactive' : 'pending review'} and cannot be ordered`;
    else if (seen.has(p.id)) errors[key] = `${p.name} is already on line ${(seen.get(p.id) ?? 0) + 1}: change the quantity there`;
    if (!p || errors[key]) return;
    seen.set(p.id, i);
    if (errors[`lines.${i}.quantity`]) return;
    const priced = priceLine(p.pricePaisa, l.quantity, p.category, rules, today);
    lines.push({
      productId: p.id,
      productName: p.name,
      sku: p.sku,
      quantity: l.quantity,
      unitPricePaisa: p.pricePaisa,
      discountPaisa: priced.discountPaisa,
      ...(priced.rule ? { ruleId: priced.rule.id, ruleName: priced.rule.name, ruleDiscount: priced.rule.discount } : {}),
      stockQuantity: p.stockQuantity,
    });
  });
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid order', errors);
  const subtotalPaisa = lines.reduce((s, l) => s + l.unitPricePaisa * l.quantity, 0);
  const discountPaisa = lines.reduce((s, l) => s + (l.discountPaisa ?? 0), 0);
  return { lines, subtotalPaisa, discountPaisa, totalPaisa: subtotalPaisa - discountPaisa };
}

function textField(source: Record<string, unknown>, field: keyof typeof TEXT_MAX, label: string, errors: Errors, prefix: string, required: boolean): string {
  const value = str(source[field]);
  if (required && !value) errors[`${prefix}${field}`] = `${label} is required`;
  else if (value.length > TEXT_MAX[field]) errors[`${prefix}${field}`] = `${label} must be at most ${TEXT_MAX[field]} characters`;
  return value;
}

/** A new retailer typed into the order form: name, city, phone and address required. */
function newRetailerInput(raw: unknown, errors: Errors): RetailerInput | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors.retailerId = 'Choose a retailer or add a new one';
    return undefined;
  }
  const r = raw as Record<string, unknown>;
  const name = textField(r, 'name', 'Retailer name', errors, 'retailer.', true);
  const city = textField(r, 'city', 'City', errors, 'retailer.', true);
  const province = textField(r, 'province', 'Province', errors, 'retailer.', false);
  const address = textField(r, 'address', 'Address', errors, 'retailer.', true);
  const phoneRaw = str(r.phone);
  if (!phoneRaw) errors['retailer.phone'] = 'Phone is required';
  else if (!isPakistaniPhone(phoneRaw)) errors['retailer.phone'] = MESSAGES.pickupPhone;
  return { name, city, province, phone: normalizePhone(phoneRaw), address };
}

export interface NewOrderRequest {
  sellerId: string;
  userId: string;
  /** YYYY-MM-DD in Pakistan: which rules are valid. */
  today: string;
  body: Record<string, unknown>;
}

/** Saves a phone order: a pending order, priced by today's rules, for an existing or a new retailer. */
export async function createOrder(db: Writer, { sellerId, userId, today, body }: NewOrderRequest): Promise<OrderDetail> {
  const errors: Errors = {};
  const retailerId = str(body.retailerId);
  const newRetailer = retailerId ? undefined : newRetailerInput(body.retailer, errors);
  const notes = textField(body, 'notes', 'Notes', errors, '', false) || null;
  const deliveryAddress = textField(body, 'deliveryAddress', 'Delivery address', errors, '', false);
  return db.transaction(async (tx) => {
    let retailer = retailerId && isUuid(retailerId) ? await getRetailer(tx, sellerId, retailerId) : undefined;
    if (retailerId && !retailer) errors.retailerId = 'This retailer is not in your list: choose another or add a new one';
    if (newRetailer && !errors['retailer.name'] && !errors['retailer.city']) {
      const existing = await findRetailerByName(tx, sellerId, newRetailer.name, newRetailer.city);
      if (existing) errors['retailer.name'] = `${existing.name} in ${existing.city} is already in your list: choose it instead`;
    }
    let priced: PricedOrder | undefined;
    try {
      priced = await priceLines(tx, sellerId, today, body.lines, true);
    } catch (err) {
      const fieldErrors = (err as { errors?: Errors }).errors;
      if (!fieldErrors) throw err;
      Object.assign(errors, fieldErrors);
    }
    if (!priced || Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid order', errors);
    if (!retailer && newRetailer) retailer = await insertRetailer(tx, sellerId, newRetailer);
    if (!retailer) throw badRequest('Choose a retailer or add a new one', { retailerId: 'Choose a retailer or add a new one' });
    const orderId = await createOrderRow(tx, {
      sellerId,
      retailerId: retailer._id,
      orderNumber: await nextOrderNumber(tx, sellerId),
      customerName: retailer.name,
      customerCity: retailer.city,
      deliveryAddress: deliveryAddress || [retailer.address, retailer.city].filter(Boolean).join(', '),
      notes,
      items: priced.lines.map(({ stockQuantity: _s, ...line }) => line),
      discountPaisa: priced.discountPaisa,
      totalPaisa: priced.totalPaisa,
      createdBy: userId,
    });
    const order = await getOrderDetail(tx, sellerId, orderId);
    if (!order) throw new Error('new order not found');
    await notifyNewOrder(
      tx,
      sellerId,
      { orderNumber: order.orderNumber, customerName: retailer.name, totalPaisa: priced.totalPaisa, itemCount: priced.lines.length },
      userId,
    );
    return order;
  });
}
