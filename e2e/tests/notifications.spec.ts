import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { signInBeforeEach } from '../support/portal';
import { NotificationsPage } from '../pages/notifications-page';
import { OrderPage } from '../pages/order-page';
import { Shell } from '../pages/shell';
import { DashboardPage } from '../pages/dashboard-page';

// A seller of its own: marking all read changes what every member of the company sees.
signInBeforeEach(E2E_SELLERS.notifications);

test.describe.configure({ mode: 'serial' });

test('the bell opens a notification where it points', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.openNotifications();
  await shell.notifications.first().click();
  await expect(page).toHaveURL(/\/(order-management|product-catalog|document-center|support|retailer-insights|payments)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('View all opens the notification center; Unread and the type filter it, in the URL; a notification opens its order', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.openNotifications();
  await shell.viewAllItem.click();
  const center = new NotificationsPage(page);
  await center.expectShown();
  await expect(center.items.first()).toBeVisible();
  await center.showUnread();
  await expect(page).toHaveURL(/\/notifications\?show=unread$/);
  await expect(center.unreadItems.first()).toBeVisible();
  await expect(center.readItems).toHaveCount(0);

  await center.showAll();
  await center.filterByType('Order status changes');
  await expect(page).toHaveURL(/\/notifications\?kind=order_status$/);
  await expect(center.items.filter({ hasNotText: 'Order status changes' })).toHaveCount(0);
  const first = center.items.first();
  const number = /ORD-\d+/.exec((await first.textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/order-management/${number}$`));
  await new OrderPage(page, number).expectShown();
});

test('the notification center fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const center = new NotificationsPage(page);
  await center.open();
  await expect(center.items.first()).toBeVisible();
  expect(await center.sidewaysOverflow()).toBeLessThanOrEqual(0);
});

test("Mark all as read: the badge goes, the dashboard's count with it, and nothing is left unread", async ({ page }) => {
  const shell = new Shell(page);
  const dashboard = new DashboardPage(page);
  await page.goto('/');
  await expect(shell.notificationBadge).toBeVisible();
  // One number: the dashboard's card counts what the bell counts.
  const unread = /^Notifications, (\d+) unread$/.exec((await shell.notificationBell.getAttribute('aria-label')) ?? '')?.[1];
  expect(Number(unread)).toBeGreaterThan(0);
  await expect(dashboard.unreadNotificationsValue).toHaveText(unread ?? '');
  await shell.openNotifications();
  await shell.markAllReadItem.click();
  await expect(shell.unreadNotifications).toHaveCount(0);
  await expect(shell.markAllReadItem).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(shell.notificationBadge).toBeHidden();
  await expect(shell.notificationBell).toHaveAccessibleName('Notifications');
  await expect(dashboard.unreadNotificationsValue).toHaveText('0');

  const center = new NotificationsPage(page);
  await center.open('?show=unread');
  await expect(center.noMatch).toBeVisible();
  await expect(center.markAllReadButton).toBeDisabled();
});
