import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { apiToken, serveRemoteStandalone, signInThroughForm, signInViaApi } from '../support/portal';
import { ORDERS_STANDALONE_PORT, allOrders, capitalised, parseCsv, pkr, pktDay, pktMonthStart, type ApiOrder } from '../support/orders';
import { retailers as seededRetailers } from '../../server/src/seed/data';

const SELLER = E2E_SELLERS.orders;
const DAY = 24 * 3600 * 1000;

const cards = (page: Page) => page.getByRole('article', { name: /^Order / });
const showing = (page: Page) => page.getByText(/^Showing .* orders$/);

async function openOrders(page: Page, query = '') {
  await signInViaApi(page, SELLER);
  await page.goto(`/order-management${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
}

/** 'Showing 1–20 of 1,234 orders' -> 1234 */
async function shownTotal(page: Page): Promise<number> {
  const text = (await showing(page).textContent()) ?? '';
  return Number(/of ([\d,]+) orders/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

test.describe('Order Management', () => {
  test('search, status and date filters narrow the list on the server, live in the URL and survive a reload', async ({ page }) => {
    const orders = await allOrders(page, await apiToken(page.request, SELLER));
    await openOrders(page);
    await expect(cards(page)).toHaveCount(20);
    expect(await shownTotal(page)).toBe(orders.length);

    // Search: customer name, case-insensitive, debounced into the URL.
    const name = orders[0]!.customer.name;
    const word = name.split(' ')[0]!.toLowerCase();
    await page.getByLabel('Search orders').fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    const byWord = orders.filter((o) => o.customer.name.toLowerCase().includes(word) || o.orderNumber.toLowerCase().includes(word));
    await expect(showing(page)).toContainText(`of ${byWord.length.toLocaleString('en-US')} orders`);
    for (const text of await cards(page).allTextContents()) expect(text.toLowerCase()).toContain(word);

    // Status: every status value is offered; Delivered narrows to delivered orders.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('option')).toHaveText(['All Status', 'Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
    await page.getByRole('option', { name: 'Delivered' }).click();
    await expect(page).toHaveURL(/status=delivered/);
    const delivered = byWord.filter((o) => o.status === 'delivered');
    await expect(showing(page)).toContainText(`of ${delivered.length.toLocaleString('en-US')} orders`);

    // Dates: the 30 days up to one of those orders (Pakistan days, both ends inclusive).
    const pivot = new Date(delivered[Math.floor(delivered.length / 2)]!.orderDate).getTime();
    const from = pktDay(pivot - 30 * DAY);
    const to = pktDay(pivot);
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}`));
    const inRange = delivered.filter((o) => pktDay(o.orderDate) >= from && pktDay(o.orderDate) <= to);
    expect(inRange.length).toBeGreaterThan(0);
    await expect(showing(page)).toContainText(`of ${inRange.length} orders`);
    const expectedFirst = [...inRange].sort((a, b) => b.orderDate.localeCompare(a.orderDate))[0]!;
    await expect(cards(page).first()).toHaveAccessibleName(`Order ${expectedFirst.orderNumber}`);

    // Bookmarkable: the same URL in a fresh page shows the same filters and orders.
    const url = page.url();
    await page.reload();
    await expect(page.getByLabel('Search orders')).toHaveValue(word);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Delivered');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(to);
    await expect(showing(page)).toContainText(`of ${inRange.length} orders`);
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(cards(other).first()).toHaveAccessibleName(`Order ${expectedFirst.orderNumber}`);
    await other.close();

    // Nothing matches: the spec's empty text.
    await page.getByLabel('Search orders').fill('no such retailer anywhere');
    await expect(page.getByText('No orders found.')).toBeVisible();
  });

  test('set delivered with notes from a card; a refused transition shows the server reason', async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    const orders = await allOrders(page, token);
    const pending = orders.find((o) => o.status === 'pending')!;
    const cancelled = orders.find((o) => o.status === 'cancelled')!;
    await openOrders(page, `?q=${pending.orderNumber}`);
    const pendingBefore = Number((await page.getByTestId('orders-pending-value').textContent())?.replace(/,/g, ''));

    const card = page.getByRole('article', { name: `Order ${pending.orderNumber}` });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Mark Delivered' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark order ${pending.orderNumber} as delivered?` });
    await dialog.getByLabel('Notes (optional)').fill('Received by Haji Sahib, 40 bags');
    await dialog.getByRole('button', { name: 'Mark Delivered' }).click();
    await expect(page.getByText('Order status updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(page.getByTestId('orders-pending-value')).toHaveText((pendingBefore - 1).toLocaleString('en-US'));
    const stored = (await allOrders(page, token)).find((o) => o._id === pending._id)!;
    expect([stored.status, stored.notes]).toEqual(['delivered', 'Received by Haji Sahib, 40 bags']);

    await page.getByLabel('Search orders').fill(cancelled.orderNumber);
    const refused = page.getByRole('article', { name: `Order ${cancelled.orderNumber}` });
    await refused.getByRole('button', { name: 'Mark Delivered' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark Delivered' }).click();
    await expect(page.getByText('Failed to update order status')).toBeVisible();
    await expect(page.getByText('Order is already cancelled')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await expect(refused.getByText('Cancelled', { exact: true })).toBeVisible();
  });

  test('Export Orders downloads orders_export.csv holding exactly the filtered orders of every page', async ({ page }) => {
    const orders = await allOrders(page, await apiToken(page.request, SELLER));
    const from = pktDay(Date.now() - 200 * DAY);
    await openOrders(page, `?status=delivered&from=${from}`);
    const expected = orders
      .filter((o) => o.status === 'delivered' && pktDay(o.orderDate) >= from)
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b._id.localeCompare(a._id));
    expect(expected.length).toBeGreaterThan(20);
    await expect(showing(page)).toContainText(`of ${expected.length} orders`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Orders' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('orders_export.csv');
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['Order Number', 'Customer', 'Date', 'Total', 'Status']);
    const line = (o: ApiOrder) => [o.orderNumber, o.customer.name, pktDay(o.orderDate), o.total.toFixed(2), capitalised(o.status)];
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(expected.map((o) => o.orderNumber).sort());
    const byNumber = new Map(rows.slice(1).map((r) => [r[0], r]));
    for (const o of expected) expect(byNumber.get(o.orderNumber)).toEqual(line(o));
    await expect(page.getByText('Orders exported')).toBeVisible();
  });
});

test.describe('Retailer Insights', () => {
  test("tiles, ranking and View Details equal figures computed from the seller's orders and seeded ratings", async ({ page }) => {
    const orders = await allOrders(page, await apiToken(page.request, SELLER));
    const ratings = new Map(seededRetailers(40).map((r) => [r.name, r.rating]));
    const now = Date.now();
    const per = new Map<string, { name: string; orders: ApiOrder[]; revenue: number; first: number; last: number }>();
    for (const o of orders) {
      const t = new Date(o.orderDate).getTime();
      const e = per.get(o.customer.name) ?? { name: o.customer.name, orders: [], revenue: 0, first: t, last: t };
      e.orders.push(o);
      if (o.status !== 'cancelled') e.revenue += Math.round(o.total * 100);
      e.first = Math.min(e.first, t);
      e.last = Math.max(e.last, t);
      per.set(o.customer.name, e);
    }
    const active = [...per.values()].filter((e) => e.last >= now - 90 * DAY);
    const rated = [...ratings.values()].filter((r): r is number => r !== null);
    const average = Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10;
    const top = [...per.values()].sort((a, b) => b.revenue - a.revenue || b.orders.length - a.orders.length).slice(0, 10);

    await signInViaApi(page, SELLER);
    await page.goto('/retailer-insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Retailer Insights' })).toBeVisible();
    await expect(page.getByTestId('insight-active-value')).toHaveText(String(active.length));
    await expect(page.getByTestId('insight-new-value')).toHaveText(String([...per.values()].filter((e) => e.first >= pktMonthStart(now)).length));
    await expect(page.getByTestId('insight-rating-value')).toHaveText(average.toFixed(1));
    await expect(page.getByTestId('insight-top-value')).toHaveText(String(active.filter((e) => (ratings.get(e.name) ?? 0) >= 4.5).length));

    const rows = page.getByTestId('top-retailer');
    await expect(rows).toHaveCount(top.length);
    for (const [i, e] of top.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(e.name);
      await expect(row).toContainText(`${e.orders.length} orders`);
      await expect(row).toContainText(pkr(e.revenue / 100));
      const rating = ratings.get(e.name);
      await expect(row).toContainText(rating === null || rating === undefined ? 'Not rated' : rating.toFixed(1));
    }

    const best = top[0]!;
    await rows
      .first()
      .getByRole('button', { name: `View Details of ${best.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: best.name });
    await expect(dialog).toContainText(`Orders${best.orders.length}`);
    await expect(dialog).toContainText(`Revenue${pkr(best.revenue / 100)}`);
    const recent = [...best.orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate)).slice(0, 10);
    await expect(dialog.getByTestId('recent-order')).toHaveCount(recent.length);
    for (const [i, o] of recent.entries()) await expect(dialog.getByTestId('recent-order').nth(i)).toContainText(o.orderNumber);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('orders remote standalone', () => {
  test('QA searches orders and opens Retailer Insights with the remote served alone', async ({ page }) => {
    const server = await serveRemoteStandalone('mfe-orders', ORDERS_STANDALONE_PORT);
    try {
      await page.goto(`http://127.0.0.1:${ORDERS_STANDALONE_PORT}/order-management?status=cancelled`);
      await signInThroughForm(page, SELLER);
      await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
      await expect(page.getByText('orders (standalone)')).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      for (const text of await cards(page).allTextContents()) expect(text).toContain('Cancelled');
      await page.getByLabel('Search orders').fill('ORD-1000');
      await expect(page).toHaveURL(/q=ORD-1000/);
      await expect.poll(async () => (await cards(page).allTextContents()).every((t) => t.includes('ORD-1000') && t.includes('Cancelled'))).toBe(true);
      await page.getByRole('link', { name: 'Retailer Insights' }).click();
      await expect(page.getByText('Top Performing Retailers')).toBeVisible();
      await expect(page.getByTestId('top-retailer').first()).toBeVisible();
    } finally {
      server.kill();
    }
  });
});
