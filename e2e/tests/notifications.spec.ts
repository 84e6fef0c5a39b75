import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { signInBeforeEach } from '../support/portal';
import { NotificationsPage } from '../pages/notifications-page';
import { OrderPage } from '../pages/order-page';
import { Shell } from '../pages/shell';

// A seller of its own: marking all read changes what every member of the company sees.
signInBeforeEach(E2E_SELLERS.notifications);

test.describe.configure({ mode: 'serial' });

test('the bell opens a notification where it points, and marks it read', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.openNotifications();
  const unread = shell.unreadNotifications.filter({ hasText: /^Order status updated|^New order/ }).first();
  const text = (await unread.textContent()) ?? '';
  const number = /ORD-\d+/.exec(text)?.[0] ?? '';
  expect(number).not.toBe('');
  await unread.click();
  await expect(page).toHaveURL(new RegExp(`/order-management/${number}$`));
  await new OrderPage(page, number).expectShown();
});

test('View all opens the notification center; Unread filters it, in the URL', async ({ page }) => {
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
  expect(await center.items.count()).toBe(await center.unreadItems.count());
});

test('Mark all as read: the badge goes and nothing is left unread', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await expect(shell.notificationBadge).toBeVisible();
  await shell.openNotifications();
  await shell.markAllReadItem.click();
  await expect(shell.unreadNotifications).toHaveCount(0);
  await expect(shell.markAllReadItem).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(shell.notificationBadge).toBeHidden();
  await expect(shell.notificationBell).toHaveAccessibleName('Notifications');

  const center = new NotificationsPage(page);
  await center.open('?show=unread');
  await expect(center.noMatch).toBeVisible();
  await expect(center.markAllReadButton).toBeDisabled();
});
