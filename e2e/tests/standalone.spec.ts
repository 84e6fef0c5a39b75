import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_SELLER, PORTAL_URL, REPO_ROOT, WEB_ROOT } from '../support/env';
import { expectPageTitle } from '../support/portal';

const STANDALONE_PORT = 3101;
let server: ChildProcess;

test.beforeAll(async () => {
  // Exactly what `npm run serve -w mfe-orders` runs, against the e2e portal's API.
  server = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/serve-static.mjs'), path.join(WEB_ROOT, 'mfe-orders/dist'), String(STANDALONE_PORT)], {
    env: { ...process.env, API_TARGET: PORTAL_URL, PORT: String(STANDALONE_PORT) },
    stdio: 'pipe',
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`standalone server exited with ${code}`)));
  });
});

test.afterAll(() => {
  server.kill();
});

test('QA opens the orders remote on its own, signs in against the real API and sees its pages', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${STANDALONE_PORT}/order-management`);
  await page.getByLabel('Email').fill(DEMO_SELLER.email);
  await page.getByLabel('Password').fill(DEMO_SELLER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectPageTitle(page, 'Order Management');
  await page.getByRole('link', { name: 'Retailer Insights' }).click();
  await expectPageTitle(page, 'Retailer Insights');
  // No shell here: the harness alone provides the page.
  await expect(page.getByText('orders (standalone)')).toBeVisible();
});
