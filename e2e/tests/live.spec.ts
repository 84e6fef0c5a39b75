import { expect, test, type Page } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { apiToken, signInViaApi } from '../support/portal';
import { moveOrder, placeOrders } from '../support/orders';
import { OrdersPage } from '../pages/orders-page';
import { OrderPage } from '../pages/order-page';
import { Shell } from '../pages/shell';
import { DashboardPage } from '../pages/dashboard-page';

const SELLER = E2E_SELLERS.live;
/** The bound: a change shows in another tab within 5 s, without a reload. */
const LIVE = { timeout: 5000 };

/** Counts the page's document loads from now on: what it shows must come live, not by a reload. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

test.describe('Live updates', () => {
  test('with two tabs open, a status change made in one shows in the other within 5 s, without a reload', async ({ page, context }) => {
    const token = await apiToken(page.request, SELLER);
    const [order] = await placeOrders(page, token, 1);
    await signInViaApi(page, SELLER);
    const list = new OrdersPage(page);
    await list.open();
    await expect(list.orderStatus(order!.orderNumber, 'Pending')).toBeVisible();
    const loads = countLoads(page);

    // The second tab of the same browser: signed in by the shared cookie, as a user opens one.
    const other = await context.newPage();
    const orderPage = new OrderPage(other, order!.orderNumber);
    await orderPage.open();
    await orderPage.move('Confirm Order', 'Confirmed');

    await expect(list.orderStatus(order!.orderNumber, 'Confirmed')).toBeVisible(LIVE);

    // And back: a colleague's change (through the API, another session) reaches the order page.
    await moveOrder(page, token, order!._id, { status: 'processing' });
    await expect(orderPage.status('Processing')).toBeVisible(LIVE);
    await other.close();
    expect(loads(), 'the first tab was not reloaded').toBe(0);
  });

  test('the bell and the dashboard follow changes made elsewhere without a reload', async ({ page }) => {
    const token = await apiToken(page.request, SELLER);
    await signInViaApi(page, SELLER);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    const shell = new Shell(page);
    await expect(shell.notificationBell).toBeVisible();
    const totalOrders = async () => Number((await dashboard.totalOrders.textContent())?.replace(/\D/g, ''));
    const unread = async () => Number((await shell.notificationBell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    await expect(dashboard.totalOrders).toHaveText(/\d/);
    const [ordersBefore, unreadBefore] = [await totalOrders(), await unread()];
    const loads = countLoads(page);

    // A new order from another session: the dashboard's figures follow.
    await placeOrders(page, token, 1);
    await expect.poll(totalOrders, LIVE).toBe(ordersBefore + 1);

    // A ticket opened elsewhere raises "Support ticket created": the badge counts it.
    const ticket = await page.request.post('/api/support/tickets', {
      headers: { authorization: `Bearer ${token}` },
      data: { subject: 'Live check', category: 'general', priority: 'low', description: 'Opened from another tab.', contactMethod: 'email' },
    });
    expect(ticket.status(), await ticket.text()).toBe(201);
    await expect.poll(unread, LIVE).toBe(unreadBefore + 1);
    expect(loads(), 'the page was not reloaded').toBe(0);
  });
});
