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
  const orders = new OrdersPage(page);
  const insights = new RetailerInsightsPage(page);
  await harness.open(orders.path, DEMO_SELLER);
  await orders.expectShown();
  await harness.followLink(insights.titleText);
  await insights.expectShown();
  // No shell here: the harness alone provides the page.
  await expect(harness.banner).toBeVisible();
});
