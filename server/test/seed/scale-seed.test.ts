import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, createTestApp, json, loginDemo, type Session, type TestContext } from '../helpers.ts';
import { ordersOf, scaleEmail, seedScale } from '../../bench/scale-seed.ts';

/**
 * The scale bench's seed (`npm run bench -w server -- scale`) writes set-wise SQL against the tables
 * directly, outside `npm test`: a migration that changed a table it fills broke it unnoticed (029
 * took the shared read flag off notifications). Two of its sellers, seeded small, on today's schema.
 */
for (const driver of DRIVERS) {
  describe(`the scale bench's seed (${driver})`, () => {
    let ctx: TestContext;
    let first: Session;
    const total = 500;
    before(async () => {
      ctx = await createTestApp(driver);
      assert.ok((await seedScale(ctx.app.db, total, () => undefined, 2)) > 0, 'it seeded');
      first = await loginDemo(ctx.app, scaleEmail(0));
    });
    after(async () => ctx.close());

    test("its sellers sign in and see their orders, retailers and products; a quarter of the member's notifications unread", async () => {
      const orders = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders?pageSize=5', headers: bearer(first) });
      assert.equal(orders.statusCode, 200, orders.body);
      assert.equal(json<{ data: { pagination: { total: number } } }>(orders).data.pagination.total, ordersOf(0, total));
      const retailers = await ctx.app.inject({ method: 'GET', url: '/api/seller/retailer-accounts?pageSize=1', headers: bearer(first) });
      assert.equal(retailers.statusCode, 200, retailers.body);
      const products = await ctx.app.inject({ method: 'GET', url: '/api/seller/products?pageSize=10', headers: bearer(first) });
      assert.equal(json<{ data: { products: unknown[] } }>(products).data.products.length, 10);
      const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(first) });
      assert.equal(bell.statusCode, 200, bell.body);
      assert.equal(json<{ unreadCount: number }>(bell).unreadCount, 75, 'of 300, every fourth unread');
    });

    test('a second run finds both sellers there and seeds nothing', async () => {
      assert.equal(await seedScale(ctx.app.db, total, () => undefined, 2), 0);
    });
  });
}
