import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SELLERS, PORTAL_URL } from '../support/env';
import { apiToken, serveRemoteStandalone, signInViaApi } from '../support/portal';
import { openDirectoryFromInsights } from '../support/retailers';
import {
  ORDERS_STANDALONE_PORT,
  allOrders,
  capitalised,
  moveOrder,
  placeOrders,
  parseCsv,
  pkr,
  pkrWhole,
  pktDay,
  pktMonthStart,
  orderDetail,
  type ApiOrder,
  type ApiOrderDetail,
} from '../support/orders';
import { retailers as seededRetailers } from '../../server/src/seed/data';
import { BulkResultsDialog, MarkDeliveredDialog, OrdersPage } from '../pages/orders-page';
import { OrderPage } from '../pages/order-page';
import { CatalogPage } from '../pages/catalog-page';
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
    await expect(ordersPage.statusOptions).toHaveText([
      'All Status',
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'In progress (confirmed, processing, shipped)',
    ]);
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

  test('each summary card says what it counts and lists exactly those orders; Processing is confirmed, processing and shipped', async ({ page }) => {
    const orders = await allOrders(page, await apiToken(page.request, SELLER));
    const ordersPage = await openOrders(page, '?q=a&from=2025-01-01');
    const cards: [string, string, string[] | undefined][] = [
      ['processing', 'Confirmed, processing or shipped', ['confirmed', 'processing', 'shipped']],
      ['pending', 'Waiting to be confirmed', ['pending']],
      ['completed', 'Delivered', ['delivered']],
      ['total', 'Every status', undefined],
    ];
    for (const [id, says, statuses] of cards) {
      const counted = orders.filter((o) => !statuses || statuses.includes(o.status)).length;
      expect(counted, id).toBeGreaterThan(0);
      await expect(ordersPage.summaryCard(id)).toContainText(says);
      expect(await ordersPage.summaryCount(id)).toBe(counted);
      await ordersPage.summaryCard(id).click();
      await expect(ordersPage.summaryCard(id)).toHaveAttribute('aria-pressed', 'true');
      await expect(ordersPage.showing).toContainText(`of ${counted.toLocaleString('en-US')} orders`);
      await expect(ordersPage.search).toHaveValue('');
    }
    await ordersPage.summaryCard('processing').click();
    await expect(page).toHaveURL(/\/order-management\?status=in_progress$/);
    await expect(ordersPage.showing).toContainText(`of ${(await ordersPage.summaryCount('processing')).toLocaleString('en-US')} orders`);
    for (const text of await ordersPage.orderCards.allTextContents()) expect(text).toMatch(/Confirmed|Processing|Shipped/);
  });

  test("Mark Delivered with notes on a shipped order's card; a move made meanwhile by someone else is refused with the server's reason", async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    const orders = await allOrders(page, token);
    const shipped = orders.find((o) => o.status === 'shipped')!;
    const pending = orders.find((o) => o.status === 'pending')!;
    const ordersPage = await openOrders(page, `?q=${shipped.orderNumber}`);
    const completedBefore = await ordersPage.completedCount();

    await expect(ordersPage.orderStatus(shipped.orderNumber, 'Shipped')).toBeVisible();
    await expect(ordersPage.moveButtons(shipped.orderNumber)).toHaveText(['Mark Delivered']);
    await ordersPage.markDelivered(shipped.orderNumber);
    const dialog = new MarkDeliveredDialog(page, shipped.orderNumber);
    await dialog.confirm('Received by Haji Sahib, 40 bags');
    await expect(ordersPage.message('Order status updated')).toBeVisible();
    await expect(dialog.root).toBeHidden();
    await expect(ordersPage.orderStatus(shipped.orderNumber, 'Delivered')).toBeVisible();
    await expect(ordersPage.moveButtons(shipped.orderNumber)).toHaveCount(0);
    await expect(ordersPage.completedTile).toHaveText((completedBefore + 1).toLocaleString('en-US'));
    const stored = (await allOrders(page, token)).find((o) => o._id === shipped._id)!;
    expect([stored.status, stored.notes]).toEqual(['delivered', 'Received by Haji Sahib, 40 bags']);

    // The card still offers Confirm Order, but the order was cancelled in the meantime.
    await ordersPage.searchFor(pending.orderNumber);
    await expect(ordersPage.moveButtons(pending.orderNumber)).toHaveText(['Confirm Order', 'Cancel Order']);
    await moveOrder(page, token, pending._id, { status: 'cancelled', notes: 'Retailer called it off' });
    const refusal = await ordersPage.startMove(pending.orderNumber, 'Confirm Order');
    await expect(refusal.root).toHaveAccessibleName(`Confirm order ${pending.orderNumber}?`);
    await refusal.press('Confirm Order');
    await expect(ordersPage.message('Failed to update order status')).toBeVisible();
    await expect(ordersPage.message('Order is already cancelled')).toBeVisible();
    await expect(refusal.root).toBeVisible();
    await refusal.backButton.click();
  });

  test('an order opens from its number on the list and from a pasted link, with its retailer, lines and total', async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    // The seed's statuses are random per run: any order of several lines will do (the list has no lines).
    let order: ApiOrderDetail | undefined;
    for (const listed of await allOrders(page, token)) {
      order = await orderDetail(page, token, listed.orderNumber);
      if (order.items.length > 1) break;
    }
    if (!order || order.items.length < 2) throw new Error('The seed has no order of several lines');
    const ordersPage = await openOrders(page, `?q=${order.orderNumber}`);
    const orderPage = await ordersPage.openOrder(order.orderNumber);
    await expect(page).toHaveURL(`/order-management/${order.orderNumber}`);
    const expectOrder = async (shown: OrderPage) => {
      await expect(shown.retailer).toContainText(order.customer.name);
      await expect(shown.lines).toHaveCount(order.items.length);
      for (const [i, line] of order.items.entries()) await expect(shown.lines.nth(i)).toContainText(line.productName);
      await expect(shown.total).toHaveText(pkr(order.total));
      await expect(shown.status(capitalised(order.status))).toBeVisible();
    };
    await expectOrder(orderPage);

    // Pasted into another tab, and reloaded: the page is a route of its own.
    const other = await page.context().newPage();
    const pasted = new OrderPage(other, order.orderNumber);
    await other.goto(`${PORTAL_URL}/order-management/${order.orderNumber}`);
    await pasted.expectShown();
    await expectOrder(pasted);
    await other.reload();
    await expectOrder(pasted);
    await other.close();

    await orderPage.backLink.click();
    await ordersPage.expectShown();
  });

  test('a pending order goes Confirm → Start Processing → Ship → Mark Delivered, each move on the timeline, and then offers nothing', async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    const [order] = await placeOrders(page, token, 1);
    await signInViaApi(page, SELLER);
    const orderPage = new OrderPage(page, order!.orderNumber);
    await orderPage.open();
    await expect(orderPage.status('Pending')).toBeVisible();
    await expect(orderPage.moves).toHaveText(['Confirm Order', 'Cancel Order']);
    const before = await orderPage.timeline.count();

    await orderPage.move('Confirm Order', 'Confirmed');
    await expect(orderPage.moves).toHaveText(['Start Processing', 'Cancel Order']);
    await orderPage.move('Start Processing', 'Processing');
    await expect(orderPage.moves).toHaveText(['Ship Order', 'Cancel Order']);
    const tracking = `TCS-E2E-${Date.now()}`;
    await orderPage.ship('TCS', tracking);
    await expect(orderPage.shipment).toContainText(tracking);
    await orderPage.move('Mark Delivered', 'Delivered');

    await expect(orderPage.timeline).toHaveCount(before + 4);
    for (const step of ['Confirmed', 'Processing', 'Shipped', 'Delivered']) await expect(orderPage.step(step)).toHaveCount(1);
    await expect(orderPage.step('Shipped')).toContainText(`Via TCS · Tracking ${tracking}`);
    // The tracking number opens the courier's own tracking page (issue 41, item 6).
    await expect(orderPage.shipment.getByRole('link', { name: tracking })).toHaveAttribute('href', `https://www.tcsexpress.com/track/${tracking}`);
    await expect(orderPage.moves).toHaveCount(0);
    await page.reload();
    await expect(orderPage.status('Delivered')).toBeVisible();
    await expect(orderPage.moves).toHaveCount(0);
  });

  test("confirming takes the order's units from the catalog's stock and cancelling gives them back", async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    const headers = { authorization: `Bearer ${token}` };
    const read = async <T>(path: string) => ((await (await page.request.get(`${PORTAL_URL}/api/seller/${path}`, { headers })).json()) as { data: T }).data;
    const product = (await read<{ products: { _id: string; sku: string; stockQuantity: number }[] }>('orders/product-options')).products.find(
      (p) => p.stockQuantity >= 20,
    )!;
    // A retailer of the test's own, with no credit limit: a seeded one may owe close to its limit, and
    // a confirmation over it waits for an override (credit.spec.ts), which is not what this test is about.
    const res = await page.request.post(`${PORTAL_URL}/api/seller/orders`, {
      headers,
      data: {
        retailer: { name: `Stock Test Traders ${Date.now().toString(36)}`, city: 'Okara', phone: '03001234567', address: 'Shop 9, Grain Market' },
        lines: [{ productId: product._id, quantity: 7 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const order = ((await res.json()) as { data: { order: { orderNumber: string } } }).data.order;
    await signInViaApi(page, SELLER);
    const catalog = new CatalogPage(page);
    const expectStock = async (units: number) => {
      await catalog.open();
      await catalog.searchFor(product.sku);
      await expect(catalog.productCards).toHaveCount(1);
      await expect(catalog.productCards.first()).toContainText(`Stock: ${units.toLocaleString('en-US')} units`);
    };
    const stock = product.stockQuantity;
    await expectStock(stock);

    const orderPage = new OrderPage(page, order.orderNumber);
    await orderPage.open();
    await orderPage.move('Confirm Order', 'Confirmed');
    await expectStock(stock - 7);

    await orderPage.open();
    const cancel = await orderPage.startMove('Cancel Order');
    await cancel.reason.fill('Retailer will collect from the depot instead');
    await cancel.submit('Cancel Order');
    await expect(orderPage.status('Cancelled')).toBeVisible();
    await expect(orderPage.step('Cancelled')).toContainText('Retailer will collect from the depot instead');
    await expectStock(stock);
  });

  test('a delivered order offers no move, on its card or its page, but has its invoice', async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    const delivered = (await allOrders(page, token)).find((o) => o.status === 'delivered')!;
    const ordersPage = await openOrders(page, `?q=${delivered.orderNumber}`);
    await expect(ordersPage.orderStatus(delivered.orderNumber, 'Delivered')).toBeVisible();
    await expect(ordersPage.moveButtons(delivered.orderNumber)).toHaveCount(0);
    const orderPage = await ordersPage.openOrder(delivered.orderNumber);
    await expect(orderPage.status('Delivered')).toBeVisible();
    await expect(orderPage.moves).toHaveCount(0);
    await expect(orderPage.invoiceLink).toHaveAttribute('href', `/payments?invoice=${delivered._id}`);
    await orderPage.invoiceLink.click();
    const invoice = page.getByRole('dialog', { name: /^Invoice INV-/ });
    await expect(invoice.getByTestId('invoice-total')).toHaveText(pkr(delivered.total));
    await expect(invoice).toContainText(`Order ${delivered.orderNumber}`);
  });

  test('a bulk Confirm of two pending orders says per order that it moved, and they leave the pending list', async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    const two = await placeOrders(page, token, 2);
    const ordersPage = await openOrders(page, '?status=pending');
    for (const order of two) await ordersPage.select(order.orderNumber);
    await expect(ordersPage.bulkBar).toContainText('2 selected');
    // Asked first, with the count and what the two come to, as a single move is asked.
    const ask = await ordersPage.startBulkMove('Confirm Order');
    await expect(ask).toHaveAccessibleName('Confirm 2 orders?');
    await expect(ask).toContainText(`${pkr(two.reduce((sum, o) => sum + o.grandTotal, 0))} in all.`);
    await ask.getByRole('button', { name: 'Confirm Order' }).click();
    const results = new BulkResultsDialog(page);
    await expect(results.results).toHaveCount(2);
    for (const order of two) await expect(results.result(order.orderNumber)).toContainText('Moved to confirmed');
    await results.close();
    await expect(ordersPage.bulkBar).toBeHidden();
    for (const order of two) await expect(ordersPage.orderCard(order.orderNumber)).toHaveCount(0);
    const stored = (await allOrders(page, token)).filter((o) => two.some((t) => t._id === o._id));
    expect(stored.map((o) => o.status)).toEqual(['confirmed', 'confirmed']);
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
      await expect(row).toContainText(pkrWhole(e.revenue / 100));
      const rating = ratings.get(e.name);
      await expect(row).toContainText(rating === null || rating === undefined ? 'Not rated' : rating.toFixed(1));
    }

    const best = top[0]!;
    const dialog = await insights.viewDetails(best.name);
    await expect(dialog.root).toContainText(`Orders${best.orders.length}`);
    await expect(dialog.root).toContainText(`Revenue${pkrWhole(best.revenue / 100)}`);
    const recent = [...best.orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate)).slice(0, 10);
    await expect(dialog.recentOrders).toHaveCount(recent.length);
    for (const [i, o] of recent.entries()) await expect(dialog.recentOrders.nth(i)).toContainText(o.orderNumber);
    await dialog.close();
    await expect(dialog.root).toBeHidden();
  });

  test('View all retailers opens the directory: every retailer, not only the top 10, searched by name or city with its phone', async ({ page }) => {
    const seeded = seededRetailers(40);
    const directory = await openDirectoryFromInsights(page, SELLER);
    await expect(directory.rows).toHaveCount(20);
    // Phone orders of other tests may have added retailers to the seeded 40.
    const total = Number((await directory.count.textContent())?.replace(/^.* of /, '').replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(40);

    const last = seeded.at(-1)!;
    await directory.search(last.name);
    await expect(directory.rows).toHaveCount(1);
    await expect(directory.row(last.name)).toContainText(last.city);
    await expect(directory.row(last.name)).toContainText(last.phone);
    await directory.search(last.city);
    for (const row of await directory.rows.all()) await expect(row).toContainText(last.city);
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
