import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { REMOTE_PAGES, UNAVAILABLE_TEXT, expectPageTitle, signInViaApi, takeRemoteOffline } from '../support/portal';

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, DEMO_SELLER);
});

test('every remote page loads its title through the shell', async ({ page }) => {
  await page.goto('/');
  await expectPageTitle(page, 'Dashboard');
  for (const { path, title } of REMOTE_PAGES) {
    await page.goto(path);
    await expectPageTitle(page, title);
    await expect(page.getByText(UNAVAILABLE_TEXT)).toHaveCount(0);
  }
});

test('a remote whose files are gone shows the fallback, the rest keeps working, Retry recovers', async ({ page }) => {
  const restore = takeRemoteOffline('mfe-catalog');
  try {
    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe/catalog/')) catalogRequests.push(request.url());
    });

    // Pages that do not show the catalog never touch it, offline or not.
    await page.goto('/');
    await expectPageTitle(page, 'Dashboard');
    await page.goto('/order-management');
    await expectPageTitle(page, 'Order Management');
    expect(catalogRequests).toEqual([]);

    await page.goto('/product-catalog');
    await expect(page.getByText(UNAVAILABLE_TEXT)).toBeVisible();
    // The layout is still there around the fallback, and other modules still open.
    await expect(page.getByRole('navigation').getByText('Support & Notifications')).toBeVisible();
    await page.getByRole('navigation').getByText('Support & Notifications').click();
    await expectPageTitle(page, 'Support & Notifications');

    await page.getByRole('navigation').getByText('Product Catalog').click();
    await expect(page.getByText(UNAVAILABLE_TEXT)).toBeVisible();
  } finally {
    restore();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectPageTitle(page, 'Product Catalog Management');
  await expect(page.getByText(UNAVAILABLE_TEXT)).toHaveCount(0);
});

test('a remote that is not reachable at all falls back without blocking the shell', async ({ page }) => {
  await page.route('**/mfe/commerce/**', (route) => route.abort('connectionrefused'));
  await page.goto('/payments');
  await expect(page.getByText(UNAVAILABLE_TEXT)).toBeVisible();
  await page.goto('/support');
  await expectPageTitle(page, 'Support & Notifications');
});
