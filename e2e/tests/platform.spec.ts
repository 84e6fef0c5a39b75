import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { REMOTE_PAGES, signInBeforeEach, takeRemoteOffline } from '../support/portal';
import { CatalogPage } from '../pages/catalog-page';
import { DashboardPage } from '../pages/dashboard-page';
import { OrdersPage } from '../pages/orders-page';
import { PaymentsPage } from '../pages/payments-page';
import { Screen } from '../pages/screen';
import { Shell } from '../pages/shell';
import { SupportPage } from '../pages/support-page';

signInBeforeEach(DEMO_SELLER);

test('every remote page loads its title through the shell', async ({ page }) => {
  const shell = new Shell(page);
  await new DashboardPage(page).open();
  for (const { path, title } of REMOTE_PAGES) {
    await new Screen(page, path, title).open();
    await expect(shell.unavailableMessage).toHaveCount(0);
  }
});

test('a remote whose files are gone shows the fallback, the rest keeps working, Retry recovers', async ({ page }) => {
  const shell = new Shell(page);
  const catalog = new CatalogPage(page);
  const restore = takeRemoteOffline('mfe-catalog');
  try {
    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe/catalog/')) catalogRequests.push(request.url());
    });

    // Pages that do not show the catalog never touch it, offline or not.
    await new DashboardPage(page).open();
    await new OrdersPage(page).open();
    expect(catalogRequests).toEqual([]);

    await catalog.goto();
    await expect(shell.unavailableMessage).toBeVisible();
    // The layout is still there around the fallback, and other modules still open.
    await expect(shell.navigationItem('Support & Notifications')).toBeVisible();
    await shell.navigationItem('Support & Notifications').click();
    await new SupportPage(page).expectShown();

    await shell.navigationItem('Product Catalog').click();
    await expect(shell.unavailableMessage).toBeVisible();
  } finally {
    restore();
  }
  await shell.retryButton.click();
  await catalog.expectShown();
  await expect(shell.unavailableMessage).toHaveCount(0);
});

test('a remote that is not reachable at all falls back without blocking the shell', async ({ page }) => {
  await page.route('**/mfe/commerce/**', (route) => route.abort('connectionrefused'));
  await new PaymentsPage(page).goto();
  await expect(new Shell(page).unavailableMessage).toBeVisible();
  await new SupportPage(page).open();
});
