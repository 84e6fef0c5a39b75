import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { apiToken, serveRemoteStandalone, signInViaApi } from '../support/portal';
import { ORDERS_STANDALONE_PORT, allOrders, capitalised, parseCsv, pkr, pktDay, pktMonthStart, type ApiOrder } from '../support/orders';
import { retailers as seededRetailers } from '../../server/src/seed/data';
import { MarkDeliveredDialog, OrdersPage } from '../pages/orders-page';
import { RetailerInsightsPage } from '../pages/retailer-insights-page';
import { StandaloneHarness } from '../pages/standalone-harness';

const SELLER = E2E_SELLERS.orders;
const DAY = 24 * 3600 * 1000;

async function openOrders(page: Page, query = ''): Promise<OrdersPage> {
  await signInViaApi(page, SELLER);
  const orders = new OrdersPage(page);
  await orders.open(query);
  return orders;
}

test.describe('Order Management', () => {
  test('search, status and date filters narrow the list on the server, live in the URL and survive a reload', async ({ page }) => {
    const orders = await allOrders(page, await apiToken(page.request, SELLER));
    const ordersPage = await openOrders(page);
    await expect(ordersPage.orderCards).toHaveCount(20);
    expect(await ordersPage.shownTotal()).toBe(orders.length);

    // Search: customer name, case-insensitive, debounced into the URL.
    const name = orders[0]!.customer.name;
    const word = name.split(' ')[0]!.toLowerCase();
    await ordersPage.searchFor(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    const byWord = orders.filter((o) => o.customer.name.toLowerCase().includes(word) || o.orderNumber.toLowerCase().includes(word));
    await expect(ordersPage.showing).toContainText(`of ${byWord.length.toLocaleString('en-US')} orders`);
    for (const text of await ordersPage.orderCards.allTextContents()) expect(text.toLowerCase()).toContain(word);

    // Status: every status value is offered; Delivered narrows to delivered orders.
    await ordersPage.openStatusFilter();
    await expect(ordersPage.statusOptions).toHaveText(['All Status', 'Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
    await ordersPage.pickStatus('Delivered');
    await expect(page).toHaveURL(/status=delivered/);
    const delivered = byWord.filter((o) => o.status === 'delivered');
    await expect(ordersPage.showing).toContainText(`of ${delivered.length.toLocaleString('en-US')} orders`);

    // Dates: the 30 days up to one of those orders (Pakistan days, both ends inclusive).
    const pivot = new Date(delivered[Math.floor(delivered.length / 2)]!.orderDate).getTime();
    const from = pktDay(pivot - 30 * DAY);
    const to = pktDay(pivot);
    await ordersPage.filterByDates(from, to);
    await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}`));
    const inRange = delivered.filter((o) => pktDay(o.orderDate) >= from && pktDay(o.orderDate) <= to);
    expect(inRange.length).toBeGreaterThan(0);
    await expect(ordersPage.showing).toContainText(`of ${inRange.length} orders`);
    const expectedFirst = [...inRange].sort((a, b) => b.orderDate.localeCompare(a.orderDate))[0]!;
    await expect(ordersPage.orderCards.first()).toHaveAccessibleName(`Order ${expectedFirst.orderNumber}`);

    // Bookmarkable: the same URL in a fresh page shows the same filters and orders.
    const url = page.url();
    await page.reload();
    await expect(ordersPage.search).toHaveValue(word);
    await expect(ordersPage.statusFilter).toHaveText('Delivered');
    await expect(ordersPage.from).toHaveValue(from);
    await expect(ordersPage.to).toHaveValue(to);
    await expect(ordersPage.showing).toContainText(`of ${inRange.length} orders`);
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(new OrdersPage(other).orderCards.first()).toHaveAccessibleName(`Order ${expectedFirst.orderNumber}`);
    await other.close();

    // Nothing matches: the spec's empty text.
    await ordersPage.searchFor('no such retailer anywhere');
    await expect(ordersPage.noOrdersMessage).toBeVisible();
  });

  test('set delivered with notes from a card; a refused transition shows the server reason', async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    const orders = await allOrders(page, token);
    const pending = orders.find((o) => o.status === 'pending')!;
    const cancelled = orders.find((o) => o.status === 'cancelled')!;
    const ordersPage = await openOrders(page, `?q=${pending.orderNumber}`);
    const pendingBefore = await ordersPage.pendingCount();

    await expect(ordersPage.orderStatus(pending.orderNumber, 'Pending')).toBeVisible();
    await ordersPage.markDelivered(pending.orderNumber);
    const dialog = new MarkDeliveredDialog(page, pending.orderNumber);
    await dialog.confirm('Received by Haji Sahib, 40 bags');
    await expect(ordersPage.message('Order status updated')).toBeVisible();
    await expect(dialog.root).toBeHidden();
    await expect(ordersPage.orderStatus(pending.orderNumber, 'Delivered')).toBeVisible();
    await expect(ordersPage.pendingTile).toHaveText((pendingBefore - 1).toLocaleString('en-US'));
    const stored = (await allOrders(page, token)).find((o) => o._id === pending._id)!;
    expect([stored.status, stored.notes]).toEqual(['delivered', 'Received by Haji Sahib, 40 bags']);

    await ordersPage.searchFor(cancelled.orderNumber);
    await ordersPage.markDelivered(cancelled.orderNumber);
    const refusal = new MarkDeliveredDialog(page);
    await refusal.confirm();
    await expect(ordersPage.message('Failed to update order status')).toBeVisible();
    await expect(ordersPage.message('Order is already cancelled')).toBeVisible();
    await refusal.backButton.click();
    await expect(ordersPage.orderStatus(cancelled.orderNumber, 'Cancelled')).toBeVisible();
  });

  test('Export Orders downloads orders_export.csv holding exactly the filtered orders of every page', async ({ page }) => {
    const orders = await allOrders(page, await apiToken(page.request, SELLER));
    const from = pktDay(Date.now() - 200 * DAY);
    const ordersPage = await openOrders(page, `?status=delivered&from=${from}`);
    const expected = orders
      .filter((o) => o.status === 'delivered' && pktDay(o.orderDate) >= from)
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b._id.localeCompare(a._id));
    expect(expected.length).toBeGreaterThan(20);
    await expect(ordersPage.showing).toContainText(`of ${expected.length} orders`);

    const file = await ordersPage.exportOrders();
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
    await expect(ordersPage.message('Orders exported')).toBeVisible();
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
    const insights = new RetailerInsightsPage(page);
    await insights.open();
    await expect(insights.figure('active')).toHaveText(String(active.length));
    await expect(insights.figure('new')).toHaveText(String([...per.values()].filter((e) => e.first >= pktMonthStart(now)).length));
    await expect(insights.figure('rating')).toHaveText(average.toFixed(1));
    await expect(insights.figure('top')).toHaveText(String(active.filter((e) => (ratings.get(e.name) ?? 0) >= 4.5).length));

    const rows = insights.topRetailers;
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
    const dialog = await insights.viewDetails(best.name);
    await expect(dialog.root).toContainText(`Orders${best.orders.length}`);
    await expect(dialog.root).toContainText(`Revenue${pkr(best.revenue / 100)}`);
    const recent = [...best.orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate)).slice(0, 10);
    await expect(dialog.recentOrders).toHaveCount(recent.length);
    for (const [i, o] of recent.entries()) await expect(dialog.recentOrders.nth(i)).toContainText(o.orderNumber);
    await dialog.close();
    await expect(dialog.root).toBeHidden();
  });
});

test.describe('orders remote standalone', () => {
  test('QA searches orders and opens Retailer Insights with the remote served alone', async ({ page }) => {
    const server = await serveRemoteStandalone('mfe-orders', ORDERS_STANDALONE_PORT);
    try {
      const harness = new StandaloneHarness(page, 'orders', ORDERS_STANDALONE_PORT);
      const ordersPage = new OrdersPage(page);
      await harness.open(`${ordersPage.path}?status=cancelled`, SELLER);
      await ordersPage.expectShown();
      await expect(harness.banner).toBeVisible();
      const cards = ordersPage.orderCards;
      await expect(cards.first()).toBeVisible();
      for (const text of await cards.allTextContents()) expect(text).toContain('Cancelled');
      await ordersPage.searchFor('ORD-1000');
      await expect(page).toHaveURL(/q=ORD-1000/);
      await expect.poll(async () => (await cards.allTextContents()).every((t) => t.includes('ORD-1000') && t.includes('Cancelled'))).toBe(true);
      await harness.followLink('Retailer Insights');
      const insights = new RetailerInsightsPage(page);
      await expect(insights.topRetailersHeading).toBeVisible();
      await expect(insights.topRetailers.first()).toBeVisible();
    } finally {
      server.kill();
    }
  });
});
