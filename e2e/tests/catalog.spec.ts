import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { E2E_SELLERS } from '../support/env';
import { apiToken, screenshot, serveRemoteStandalone, signInViaApi } from '../support/portal';
import { CATALOG_STANDALONE_PORT, CSV_HEADER, PNG_1x1, bulkCsv, productCount } from '../support/catalog';
import { CatalogPage } from '../pages/catalog-page';
import { StandaloneHarness } from '../pages/standalone-harness';

const SELLER = E2E_SELLERS.catalog;

let standalone: ChildProcess | undefined;
test.afterAll(() => {
  standalone?.kill();
});

/** The catalog through the shell, and the remote served alone with the harness's sign-in. */
const WAYS = {
  shell: async (page: Page, query = '') => {
    await signInViaApi(page, SELLER);
    const catalog = new CatalogPage(page);
    await catalog.open(query);
    return catalog;
  },
  standalone: async (page: Page, query = '') => {
    standalone ??= await serveRemoteStandalone('mfe-catalog', CATALOG_STANDALONE_PORT);
    const catalog = new CatalogPage(page);
    await new StandaloneHarness(page, 'catalog', CATALOG_STANDALONE_PORT).open(`${catalog.path}${query}`, SELLER);
    await catalog.expectShown();
    return catalog;
  },
} as const;

for (const [way, open] of Object.entries(WAYS)) {
  test(`${way}: add a product with 2 images, see its thumbnail, edit its price, delete it`, async ({ page }) => {
    const sku = `E2E-${way.toUpperCase()}-${Date.now() % 100000}`;
    const name = `Zarkhez DAP 50kg (${way})`;
    const catalog = await open(page);
    const dialog = await catalog.openAddProduct();
    await dialog.fill({
      name,
      sku,
      category: 'Fertilizers',
      sellingPrice: '12500',
      costPrice: '11000',
      stock: '80',
      minimumOrder: '2',
      description: 'Di-ammonium phosphate, 18-46-0',
      images: [
        { name: 'bag-front.png', mimeType: 'image/png', buffer: PNG_1x1 },
        { name: 'bag-back.png', mimeType: 'image/png', buffer: PNG_1x1 },
      ],
    });
    await expect(dialog.imagePreviews).toHaveCount(2);
    await dialog.addProductButton.click();
    await expect(catalog.message('Product added successfully!')).toBeVisible();
    await expect(dialog.root).toBeHidden();

    await catalog.searchFor(sku);
    await expect(page).toHaveURL(new RegExp(`q=${sku}`));
    const card = catalog.product(name);
    await expect(card.root).toBeVisible();
    await expect(card.text(`SKU: ${sku}`)).toBeVisible();
    await expect(card.text('Fertilizers')).toBeVisible();
    await expect(card.text('In Stock')).toBeVisible();
    await expect(card.text('PKR 12,500')).toBeVisible();
    await expect(card.text('Stock: 80 units')).toBeVisible();
    await expect(card.thumbnail).toHaveAttribute('src', /\/api\/files\/images\/.+sig=/);
    await expect.poll(() => card.thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    if (way === 'shell') await screenshot(page, 'catalog-1');

    const edit = await card.edit();
    await expect(edit.sellingPrice).toHaveValue('12500');
    await expect(edit.currentImages).toHaveCount(2);
    await edit.removeCurrentImage(2);
    await edit.sellingPrice.fill('13250.75');
    await edit.saveChangesButton.click();
    await expect(catalog.message('Product updated')).toBeVisible();
    await expect(card.text('PKR 13,250.75')).toBeVisible();

    const reopened = await card.edit();
    await expect(reopened.currentImages).toHaveCount(1);
    await reopened.cancel();

    const confirm = await card.delete();
    await expect(confirm.root).toContainText(name);
    await confirm.confirm();
    await expect(catalog.message('Product deleted', true)).toBeVisible();
    await expect(catalog.noProductsMessage).toBeVisible();
  });

  test(`${way}: each status filter shows only its products, kept in the URL`, async ({ page, request }) => {
    const token = await apiToken(request, SELLER);
    const catalog = await open(page);
    const badges = catalog.stockBadges;
    for (const status of ['In Stock', 'Low Stock', 'Out of Stock', 'Seasonal']) {
      const expected = await productCount(request, token, { status });
      expect(expected, `seed has ${status} products`).toBeGreaterThan(0);
      await catalog.filterByStatus(status);
      await expect(page).toHaveURL(new RegExp(`status=${status.toLowerCase().replace(/ /g, '_')}(&|$)`));
      await expect(catalog.range).toContainText(`of ${expected} products`);
      if (status !== 'Seasonal') {
        await expect(badges.first()).toBeVisible();
        await expect(badges.filter({ hasNotText: status })).toHaveCount(0);
      }
    }
    // The Seasonal filter matches regardless of stock; a reload keeps it.
    await page.reload();
    await expect(catalog.statusFilter).toHaveText('Seasonal');
    await catalog.filterByCategory('Seeds');
    const seeds = await productCount(request, token, { status: 'Seasonal', category: 'seeds' });
    await expect(catalog.range.or(catalog.noProductsMessage)).toContainText(seeds === 0 ? 'No products found' : `of ${seeds} products`);
    if (way === 'shell') await screenshot(page, 'catalog-2');
  });

  test(`${way}: a link with status=low_stock opens filtered; an old status=Low+Stock link still filters and reads low_stock`, async ({ page, request }) => {
    const token = await apiToken(request, SELLER);
    const expected = await productCount(request, token, { status: 'Low Stock' });
    expect(expected, 'seed has Low Stock products').toBeGreaterThan(0);
    const catalog = await open(page, '?status=low_stock');
    await expect(catalog.statusFilter).toHaveText('Low Stock');
    await expect(catalog.range).toContainText(`of ${expected} products`);
    await expect(catalog.stockBadges.filter({ hasNotText: 'Low Stock' })).toHaveCount(0);

    await page.goto(page.url().replace(/\?.*$/, '?status=Low+Stock'));
    await expect(catalog.statusFilter).toHaveText('Low Stock');
    await expect(catalog.range).toContainText(`of ${expected} products`);
    await expect(page).toHaveURL(/[?&]status=low_stock(&|$)/);
  });
}

test('bulk import: a 200-row CSV with 3 bad rows shows the row errors and saves nothing; confirming adds the 197 valid rows', async ({ page, request }) => {
  const token = await apiToken(request, SELLER);
  const before = await productCount(request, token);
  const catalog = await WAYS.shell(page);
  await expect(catalog.totalTile).toHaveText(String(before));

  const dialog = await catalog.openBulkImport();
  const template = await dialog.downloadTemplate();
  expect(template.suggestedFilename()).toBe('product-import-template.csv');
  expect(fs.readFileSync(await template.path(), 'utf8')).toBe(`${CSV_HEADER}\r\n`);

  await dialog.chooseCsv('catalog.csv', bulkCsv('BULK', 200, { 11: 'price', 56: 'category', 139: 'sku' }));
  await expect(dialog.message('3 of 200 rows have errors. Nothing has been saved.')).toBeVisible();
  const rows = dialog.rowErrors;
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('13Selling Price (PKR)Selling price must be a number of rupees with at most 2 decimals');
  await expect(rows.nth(2)).toContainText('58CategoryCategory must be one of: fertilizers, pesticides, seeds, tools, equipment');
  await expect(rows.nth(3)).toContainText('141SKUSKU is required');
  await screenshot(page, 'catalog-3');
  expect(await productCount(request, token)).toBe(before);

  await dialog.importButton(197).click();
  await expect(catalog.message('197 products added')).toBeVisible();
  await expect(dialog.root).toBeHidden();
  await expect(catalog.totalTile).toHaveText(String(before + 197));
  expect(await productCount(request, token, { q: 'BULK-' })).toBe(197);
  await catalog.searchFor('Bulk Product 11');
  // Bulk Product 11 (row 12) carried a quoted comma and line break.
  await expect(catalog.product('Bulk Product 11', true).root).toBeVisible();
});

test('360 px phone: one column of cards and a full-screen add dialog', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const catalog = await WAYS.shell(page);
  const cards = catalog.productCards;
  await expect(cards.first()).toBeVisible();
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a && b && b.y > a.y && Math.abs(a.x - b.x) < 1).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'catalog-4', false);
  const add = await catalog.openAddProduct();
  await add.addProductButton.click();
  await expect(catalog.message('Product name is required')).toBeVisible();
  await screenshot(page, 'catalog-5', false);
  await add.cancel();

  const dialog = await catalog.openBulkImport();
  await dialog.chooseCsv('phone.csv', bulkCsv('PHONE', 5, { 1: 'price', 3: 'category' }));
  await expect(dialog.message('2 of 5 rows have errors. Nothing has been saved.')).toBeVisible();
  await expect(dialog.importButton(3)).toBeInViewport();
  await expect(dialog.importButton(3)).toBeEnabled();
  expect(await dialog.root.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  await screenshot(page, 'catalog-6', false);
});
