// The low-stock threshold lives in one SQL function (migration 010): the product answers, the status
// filter, the catalog's summary counts and the dashboard all follow it, and no other code holds it.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, type Session, type TestContext, appWithSellers } from '../../helpers.ts';
import { sendForm, textParts } from '../../support/forms.ts';

const SRC = path.join(import.meta.dirname, '../../../src');

for (const driver of DRIVERS) {
  describe(`low-stock threshold (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    let threshold: number;
    before(async () => {
      [ctx, seller] = await appWithSellers(driver, ['verified']);
      const [row] = await ctx.app.db.query<{ n: number }>('SELECT low_stock_threshold() AS n');
      threshold = Number(row?.n);
      // The stock levels around the line: none, one, the threshold itself, one above it.
      for (const qty of [0, 1, threshold, threshold + 1]) {
        const parts = textParts({
          name: `Urea ${qty}`,
          sku: `URE-${qty}`,
          category: 'fertilizers',
          price: '4650',
          stockQuantity: String(qty),
          minStockLevel: '1',
        });
        const res = await sendForm(ctx.app, seller, '/api/seller/products', parts);
        assert.equal(res.statusCode, 201, res.body);
      }
    });
    after(async () => ctx.close());

    const list = async (qs = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/products${qs}`, headers: bearer(seller) });
      assert.equal(res.statusCode, 200, res.body);
      return json<{
        data: {
          products: { sku: string; stockStatus: string }[];
          summary: { lowStockProducts: number; outOfStockProducts: number };
          pagination: { total: number };
        };
      }>(res).data;
    };

    test('a product is low from 1 unit up to the threshold, in stock above it, out at 0', async () => {
      const bySku = Object.fromEntries((await list()).products.map((p) => [p.sku, p.stockStatus]));
      assert.deepEqual(bySku, {
        'URE-0': 'Out of Stock',
        'URE-1': 'Low Stock',
        [`URE-${threshold}`]: 'Low Stock',
        [`URE-${threshold + 1}`]: 'In Stock',
      });
    });

    test('the status filter, the summary counts and the dashboard agree with the answers', async () => {
      const all = await list();
      assert.equal(all.summary.lowStockProducts, 2);
      assert.equal(all.summary.outOfStockProducts, 1);
      const low = await list('?status=Low%20Stock');
      assert.deepEqual(low.products.map((p) => p.sku).sort(), ['URE-1', `URE-${threshold}`].sort());
      assert.equal(low.pagination.total, 2);
      assert.deepEqual(
        (await list('?status=In%20Stock')).products.map((p) => p.sku),
        [`URE-${threshold + 1}`],
      );
      assert.deepEqual(
        (await list('?status=Out%20of%20Stock')).products.map((p) => p.sku),
        ['URE-0'],
      );
      const dash = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/overview', headers: bearer(seller) });
      assert.equal(dash.statusCode, 200, dash.body);
      const products = json<{ data: { products: { lowStock: number; outOfStock: number } } }>(dash).data.products;
      assert.deepEqual({ lowStock: products.lowStock, outOfStock: products.outOfStock }, { lowStock: 2, outOfStock: 1 });
    });
  });
}

test('no TypeScript source writes the threshold: repositories ask SQL', () => {
  const products = fs.readFileSync(path.join(SRC, 'modules/catalog/queries/products.ts'), 'utf8');
  assert.match(products, /low_stock_threshold\(\)/);
  assert.doesNotMatch(products, /THRESHOLD\s*=/);
});
