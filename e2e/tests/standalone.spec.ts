import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { serveRemoteDuringTests } from '../support/portal';
import { OrdersPage } from '../pages/orders-page';
import { RetailerInsightsPage } from '../pages/retailer-insights-page';
import { StandaloneHarness } from '../pages/standalone-harness';

const STANDALONE_PORT = 3101;
serveRemoteDuringTests('mfe-orders', STANDALONE_PORT);

test('QA opens the orders remote on its own, signs in against the real API and sees its pages', async ({ page }) => {
  const harness = new StandaloneHarness(page, 'orders', STANDALONE_PORT);
  await harness.open(OrdersPage.route, DEMO_SELLER);
  await new OrdersPage(page).expectShown();
  await harness.followLink(RetailerInsightsPage.heading);
  await new RetailerInsightsPage(page).expectShown();
  // No shell here: the harness alone provides the page.
  await expect(harness.banner).toBeVisible();
});
