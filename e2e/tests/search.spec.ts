import { expect, test } from '@playwright/test';
import { E2E_SELLERS } from '../support/env';
import { sellerApi, signInBeforeEach } from '../support/portal';
import { Shell } from '../pages/shell';
import { OrderPage } from '../pages/order-page';
import { SearchPage } from '../pages/search-page';

// Reads only, so sharing the orders seller with the specs that change its orders is safe.
const SELLER = E2E_SELLERS.search;
signInBeforeEach(SELLER);

test('search "ORD-" in the top bar, choose an order and land on its page', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.search('ORD-');
  const first = shell.searchResults.getByRole('group', { name: 'Orders' }).getByRole('option').first();
  const orderNumber = (await first.textContent())?.match(/ORD-\d+/)?.[0] ?? '';
  expect(orderNumber).toMatch(/^ORD-\d+$/);
  await first.click();
  await new OrderPage(page, orderNumber).expectShown();
  await expect(page).toHaveURL(new RegExp(`/order-management/${orderNumber}$`));
});

test("search a product's SKU, choose it with the keyboard and land on the product", async ({ page, request }) => {
  // The oldest product: seeded, never one another spec is adding or deleting.
  const { products } = await (await sellerApi(request, SELLER)).get<{ products: { name: string; sku: string }[] }>('/products?pageSize=100');
  const product = products.at(-1)!;
  const shell = new Shell(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // '/' focuses the box from anywhere on the page.
  await page.keyboard.press('/');
  await expect(shell.searchBox).toBeFocused();
  await shell.search(product.sku);
  // The exact SKU is the first result (no order number or retailer holds a SKU).
  await expect(shell.searchResults.getByRole('option').first()).toContainText(product.sku);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The product's own page, a link that also works on reload.
  await expect(page).toHaveURL(/\/product-catalog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(`SKU ${product.sku}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('Enter with nothing chosen opens the full results page', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.searchBox.click();
  await shell.searchBox.fill('ORD-');
  await page.keyboard.press('Enter');
  const results = new SearchPage(page);
  await results.expectShown();
  await expect(page).toHaveURL(/\/search\?q=ORD-$/);
  await expect(
    results
      .group('Orders')
      .getByRole('link', { name: /^ORD-\d+$/ })
      .first(),
  ).toBeVisible();
});

test('at 360 px the results take the width of the screen, inside it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const shell = new Shell(page);
  await page.goto('/');
  await shell.search('ORD-');
  await expect(shell.searchResult('Orders', /^ORD-\d+/).first()).toBeVisible();
  const box = await shell.searchResults.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(box!.width).toBeGreaterThan(300);
});
