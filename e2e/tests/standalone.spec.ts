import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { DEMO_SELLER } from '../support/env';
import { expectPageTitle, serveRemoteStandalone, signInThroughForm } from '../support/portal';

const STANDALONE_PORT = 3101;
let server: ChildProcess;

test.beforeAll(async () => {
  server = await serveRemoteStandalone('mfe-orders', STANDALONE_PORT);
});

test.afterAll(() => {
  server.kill();
});

test('QA opens the orders remote on its own, signs in against the real API and sees its pages', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${STANDALONE_PORT}/order-management`);
  await signInThroughForm(page, DEMO_SELLER);
  await expectPageTitle(page, 'Order Management');
  await page.getByRole('link', { name: 'Retailer Insights' }).click();
  await expectPageTitle(page, 'Retailer Insights');
  // No shell here: the harness alone provides the page.
  await expect(page.getByText('orders (standalone)')).toBeVisible();
});
