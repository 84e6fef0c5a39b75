import { expect, type Page } from '@playwright/test';
import { PORTAL_URL } from './env';
import type { ApiData } from '@agrihub/shared/core';

export const ORDERS_STANDALONE_PORT = 3111;
const PKT_MS = 5 * 3600 * 1000;

export type ApiOrder = ApiData<'/api/seller/orders'>['orders'][number];

/** Every order of the seller, read page by page through the list endpoint without filters. */
export async function allOrders(page: Page, token: string): Promise<ApiOrder[]> {
  const out: ApiOrder[] = [];
  for (let p = 1; ; p++) {
    const res = await page.request.get(`${PORTAL_URL}/api/seller/orders?pageSize=100&page=${p}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: { orders: ApiOrder[]; pagination: { total: number } } };
    out.push(...body.data.orders);
    if (out.length >= body.data.pagination.total || body.data.orders.length === 0) return out;
  }
}

export type ApiOrderDetail = ApiData<'/api/seller/orders/{ref}'>['order'];

/** An order as its page reads it (with its lines), by id or number. */
export async function orderDetail(page: Page, token: string, ref: string): Promise<ApiOrderDetail> {
  const res = await page.request.get(`${PORTAL_URL}/api/seller/orders/${encodeURIComponent(ref)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { order: ApiOrderDetail } }).data.order;
}

/** The Pakistan (UTC+5) calendar day of an instant, yyyy-MM-dd. */
export function pktDay(iso: string | number | Date): string {
  return new Date(new Date(iso).getTime() + PKT_MS).toISOString().slice(0, 10);
}

/** Midnight starting the current Pakistan month, as epoch ms. */
export function pktMonthStart(now = Date.now()): number {
  const pk = new Date(now + PKT_MS);
  return Date.UTC(pk.getUTCFullYear(), pk.getUTCMonth(), 1) - PKT_MS;
}

/** An exact amount as the portal's formatPKR writes it: 'PKR 1,234,567', or 'PKR 1,234,567.50' with paisa. */
export function pkr(value: number): string {
  const paisa = Math.round(value * 100) % 100 !== 0;
  const digits = paisa ? 2 : 0;
  return `${value < 0 ? '-' : ''}PKR ${new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(value))}`;
}

/** A card's or summary's amount as formatPKRWhole writes it: whole rupees, half away from zero. */
export function pkrWhole(value: number): string {
  const rupees = Math.round(Math.abs(value));
  return `${value < 0 && rupees > 0 ? '-' : ''}PKR ${new Intl.NumberFormat('en-US').format(rupees)}`;
}

export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One RFC 4180 CSV document into rows of fields (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * Takes `count` new orders through the API, as a phone order is taken: each for one of the
 * seller's retailers and one unit of a product with stock to spare, so each can be confirmed.
 * They are the newest orders, pending.
 */
export async function placeOrders(page: Page, token: string, count: number): Promise<ApiOrderDetail[]> {
  const headers = { authorization: `Bearer ${token}` };
  const read = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(`${PORTAL_URL}/api/seller/${path}`, { headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  // Retailers in good standing: the demo has some long overdue or at their credit limit, whom confirming refuses.
  const { accounts: retailers } = await read<{ accounts: { _id: string }[] }>('retailer-accounts?standing=within_terms&pageSize=50');
  const { products } = await read<{ products: { _id: string; stockQuantity: number }[] }>('orders/product-options');
  const stocked = products.filter((p) => p.stockQuantity >= 10);
  expect(retailers.length * stocked.length, 'a retailer and a product in stock').toBeGreaterThan(0);
  const placed: ApiOrderDetail[] = [];
  for (let i = 0; i < count; i++) {
    const data = { retailerId: retailers[i % retailers.length]!._id, lines: [{ productId: stocked[i % stocked.length]!._id, quantity: 1 }] };
    const res = await page.request.post(`${PORTAL_URL}/api/seller/orders`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    placed.push(((await res.json()) as { data: { order: ApiOrderDetail } }).data.order);
  }
  return placed;
}

/** Moves an order through the API, as another member of the company would meanwhile. */
export async function moveOrder(page: Page, token: string, id: string, body: { status: string; notes?: string }): Promise<void> {
  const res = await page.request.patch(`${PORTAL_URL}/api/seller/orders/${id}/status`, { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(200);
}
