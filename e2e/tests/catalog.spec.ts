import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { E2E_SELLERS } from '../support/env';
import { apiToken, chooseOption, expectPageTitle, screenshot, serveRemoteStandalone, signInThroughForm, signInViaApi } from '../support/portal';
import { CATALOG_STANDALONE_PORT, CSV_HEADER, PNG_1x1, bulkCsv, productCount } from '../support/catalog';

const SELLER = E2E_SELLERS.catalog;
const TITLE = 'Product Catalog Management';

let standalone: ChildProcess | undefined;
test.afterAll(() => {
  standalone?.kill();
});

/** The catalog through the shell, and the remote served alone with the harness's sign-in. */
const WAYS = {
  shell: async (page: Page, query = '') => {
    await signInViaApi(page, SELLER);
    await page.goto(`/product-catalog${query}`);
    await expectPageTitle(page, TITLE);
  },
  standalone: async (page: Page, query = '') => {
    standalone ??= await serveRemoteStandalone('mfe-catalog', CATALOG_STANDALONE_PORT);
    await page.goto(`http://127.0.0.1:${CATALOG_STANDALONE_PORT}/product-catalog${query}`);
    await signInThroughForm(page, SELLER);
    await expectPageTitle(page, TITLE);
  },
} as const;

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

for (const [way, open] of Object.entries(WAYS)) {
  test(`${way}: add a product with 2 images, see its thumbnail, edit its price, delete it`, async ({ page }) => {
    const sku = `E2E-${way.toUpperCase()}-${Date.now() % 100000}`;
    const name = `Zarkhez DAP 50kg (${way})`;
    await open(page);
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Product Name').fill(name);
    await dialog.getByLabel('SKU').fill(sku);
    await dialog.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Fertilizers' }).click();
    await dialog.getByLabel('Selling Price (PKR)').fill('12500');
    await dialog.getByLabel('Cost Price (PKR)').fill('11000');
    await dialog.getByLabel('Stock Quantity').fill('80');
    await dialog.getByLabel('Minimum Order Quantity').fill('2');
    await dialog.getByLabel('Description').fill('Di-ammonium phosphate, 18-46-0');
    await dialog.getByLabel('Product images').setInputFiles([
      { name: 'bag-front.png', mimeType: 'image/png', buffer: PNG_1x1 },
      { name: 'bag-back.png', mimeType: 'image/png', buffer: PNG_1x1 },
    ]);
    await expect(dialog.getByRole('img', { name: /^Preview of/ })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page).fill(sku);
    await expect(page).toHaveURL(new RegExp(`q=${sku}`));
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText(`SKU: ${sku}`)).toBeVisible();
    await expect(card.getByText('Fertilizers')).toBeVisible();
    await expect(card.getByText('In Stock')).toBeVisible();
    await expect(card.getByText('PKR 12,500')).toBeVisible();
    await expect(card.getByText('Stock: 80 units')).toBeVisible();
    const thumb = card.getByRole('img', { name: `${name} thumbnail` });
    await expect(thumb).toHaveAttribute('src', /\/api\/files\/images\/.+sig=/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    if (way === 'shell') await screenshot(page, 'catalog-1');

    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Selling Price (PKR)')).toHaveValue('12500');
    await expect(edit.getByRole('img', { name: /^Current image/ })).toHaveCount(2);
    await edit.getByRole('button', { name: 'Remove current image 2' }).click();
    await edit.getByLabel('Selling Price (PKR)').fill('13250.75');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated')).toBeVisible();
    await expect(card.getByText('PKR 13,250.75')).toBeVisible();

    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Product' }).getByRole('img', { name: /^Current image/ })).toHaveCount(1);
    await page.getByRole('dialog', { name: 'Edit Product' }).getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test(`${way}: each status filter shows only its products, kept in the URL`, async ({ page, request }) => {
    const token = await apiToken(request, SELLER);
    await open(page);
    const badges = page.getByTestId('stock-badge');
    for (const status of ['In Stock', 'Low Stock', 'Out of Stock', 'Seasonal']) {
      const expected = await productCount(request, token, { status });
      expect(expected, `seed has ${status} products`).toBeGreaterThan(0);
      await chooseOption(page, 'Status', status);
      await expect(page).toHaveURL(new RegExp(`status=${status.toLowerCase().replace(/ /g, '_')}(&|$)`));
      await expect(page.getByTestId('products-range')).toContainText(`of ${expected} products`);
      if (status !== 'Seasonal') {
        await expect(badges.first()).toBeVisible();
        await expect(badges.filter({ hasNotText: status })).toHaveCount(0);
      }
    }
    // The Seasonal filter matches regardless of stock; a reload keeps it.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Seasonal');
    await chooseOption(page, 'Category', 'Seeds');
    const seeds = await productCount(request, token, { status: 'Seasonal', category: 'seeds' });
    await expect(page.getByTestId('products-range').or(page.getByText('No products found'))).toContainText(
      seeds === 0 ? 'No products found' : `of ${seeds} products`,
    );
    if (way === 'shell') await screenshot(page, 'catalog-2');
  });

  test(`${way}: a link with status=low_stock opens filtered; an old status=Low+Stock link still filters and reads low_stock`, async ({ page, request }) => {
    const token = await apiToken(request, SELLER);
    const expected = await productCount(request, token, { status: 'Low Stock' });
    expect(expected, 'seed has Low Stock products').toBeGreaterThan(0);
    await open(page, '?status=low_stock');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Low Stock');
    await expect(page.getByTestId('products-range')).toContainText(`of ${expected} products`);
    await expect(page.getByTestId('stock-badge').filter({ hasNotText: 'Low Stock' })).toHaveCount(0);

    await page.goto(page.url().replace(/\?.*$/, '?status=Low+Stock'));
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Low Stock');
    await expect(page.getByTestId('products-range')).toContainText(`of ${expected} products`);
    await expect(page).toHaveURL(/[?&]status=low_stock(&|$)/);
  });
}

test('bulk import: a 200-row CSV with 3 bad rows shows the row errors and saves nothing; confirming adds the 197 valid rows', async ({ page, request }) => {
  const token = await apiToken(request, SELLER);
  const before = await productCount(request, token);
  await WAYS.shell(page);
  await expect(page.getByTestId('tile-total-value')).toHaveText(String(before));

  await page.getByRole('button', { name: 'Bulk Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Import Products' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV Template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('product-import-template.csv');
  expect(fs.readFileSync(await template.path(), 'utf8')).toBe(`${CSV_HEADER}\r\n`);

  const csv = bulkCsv('BULK', 200, { 11: 'price', 56: 'category', 139: 'sku' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('3 of 200 rows have errors. Nothing has been saved.')).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Row errors' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('13Selling Price (PKR)Selling price must be a number of rupees with at most 2 decimals');
  await expect(rows.nth(2)).toContainText('58CategoryCategory must be one of: fertilizers, pesticides, seeds, tools, equipment');
  await expect(rows.nth(3)).toContainText('141SKUSKU is required');
  await screenshot(page, 'catalog-3');
  expect(await productCount(request, token)).toBe(before);

  await dialog.getByRole('button', { name: 'Import 197 Valid Rows' }).click();
  await expect(page.getByText('197 products added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tile-total-value')).toHaveText(String(before + 197));
  expect(await productCount(request, token, { q: 'BULK-' })).toBe(197);
  await search(page).fill('Bulk Product 11');
  // Bulk Product 11 (row 12) carried a quoted comma and line break.
  await expect(page.getByRole('article', { name: 'Bulk Product 11', exact: true })).toBeVisible();
});

test('360 px phone: one column of cards and a full-screen add dialog', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await WAYS.shell(page);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a && b && b.y > a.y && Math.abs(a.x - b.x) < 1).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'catalog-4', false);
  await page.getByRole('button', { name: 'Add New Product' }).click();
  await page.getByRole('dialog', { name: 'Add New Product' }).getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await screenshot(page, 'catalog-5', false);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Bulk Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Import Products' });
  const csv = bulkCsv('PHONE', 5, { 1: 'price', 3: 'category' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('2 of 5 rows have errors. Nothing has been saved.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 3 Valid Rows' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Import 3 Valid Rows' })).toBeEnabled();
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  await screenshot(page, 'catalog-6', false);
});
