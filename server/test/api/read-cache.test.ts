import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, createTestApp, json, registerSeller, type Session, type TestContext, appWithSellers, patchOrderStatus } from '../helpers.ts';
import { insertProducts } from '../../src/seed/demo.ts';

interface Lists {
  orders: { data: { orders: { orderNumber: string; status: string }[]; summary: { pendingOrders: number; completedOrders: number } } };
  products: { data: { products: { sku: string; stockQuantity: number; images: unknown[] }[]; summary: { outOfStockProducts: number } } };
  overview: { data: { notifications: { unread: number }; orders: { total: number } } };
}

const URLS = { orders: '/api/seller/orders', products: '/api/seller/products', overview: '/api/dashboard/overview' } as const;

for (const driver of DRIVERS) {
  describe(`cached reads follow every change (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    before(async () => {
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified']);
      for (const s of [a, b]) {
        await ctx.app.db.query(
          `INSERT INTO orders (seller_id, order_number, customer_name, customer_city, order_date, total_paisa, status, items)
           VALUES ($1, 'ORD-1', 'Kissan Agri Store', 'Multan', now(), 100000, 'pending', '[]'::jsonb)`,
          [s.sellerId],
        );
        await insertProducts(ctx.app.db, s.sellerId, 3, () => 0.5, Date.now());
      }
    });
    after(async () => ctx.close());

    async function read<K extends keyof Lists>(s: Session, what: K): Promise<Lists[K]> {
      const res = await ctx.app.inject({ method: 'GET', url: URLS[what], headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal(res.headers['cache-control'], 'no-store');
      return json<Lists[K]>(res);
    }

    test('a change written straight to the database (another replica, the admin CLI) shows on the next read', async () => {
      const before = { orders: await read(a, 'orders'), products: await read(a, 'products'), overview: await read(a, 'overview') };
      assert.equal(before.orders.data.orders[0]?.status, 'pending');
      // The same reads again come from the cache and are identical.
      assert.deepEqual(await read(a, 'orders'), before.orders);
      assert.deepEqual(await read(a, 'overview'), before.overview);

      await ctx.app.db.query(`UPDATE orders SET status = 'delivered' WHERE seller_id = $1`, [a.sellerId]);
      const orders = (await read(a, 'orders')).data;
      assert.equal(orders.orders[0]?.status, 'delivered');
      assert.deepEqual([orders.summary.pendingOrders, orders.summary.completedOrders], [0, 1]);

      const sku = before.products.data.products[0]?.sku ?? '';
      await ctx.app.db.query(`UPDATE products SET stock_quantity = 0 WHERE seller_id = $1 AND sku = $2`, [a.sellerId, sku]);
      const products = (await read(a, 'products')).data;
      assert.equal(products.products.find((p) => p.sku === sku)?.stockQuantity, 0);
      assert.equal(products.summary.outOfStockProducts, before.products.data.summary.outOfStockProducts + 1);

      await ctx.app.db.query(`INSERT INTO notifications (seller_id, title, message) VALUES ($1, 'Stock', 'Out of stock')`, [a.sellerId]);
      assert.equal((await read(a, 'overview')).data.notifications.unread, before.overview.data.notifications.unread + 1);

      await ctx.app.db.query(`DELETE FROM orders WHERE seller_id = $1`, [a.sellerId]);
      assert.deepEqual((await read(a, 'orders')).data.orders, []);
      assert.equal((await read(a, 'overview')).data.orders.total, 0);

      // TRUNCATE names no rows, so it moves every seller's version.
      assert.equal((await read(a, 'overview')).data.notifications.unread, before.overview.data.notifications.unread + 1);
      await ctx.app.db.query('TRUNCATE notifications CASCADE');
      assert.equal((await read(a, 'overview')).data.notifications.unread, 0);
    });

    test('a change through the API shows on the next read; another seller at the same URL sees only their own rows', async () => {
      const bOrders = await read(b, 'orders');
      const [order] = bOrders.data.orders;
      assert.equal(order?.status, 'pending');
      const [row] = await ctx.app.db.query<{ id: string }>(`SELECT id FROM orders WHERE seller_id = $1`, [b.sellerId]);
      const patch = await patchOrderStatus(ctx.app, b, row?.id ?? '', { status: 'cancelled', notes: 'Retailer asked to cancel' });
      assert.equal(patch.statusCode, 200, patch.body);
      assert.equal((await read(b, 'orders')).data.orders[0]?.status, 'cancelled');
      // Seller a deleted every order above; b's stay b's.
      assert.deepEqual((await read(a, 'orders')).data.orders, []);
      assert.deepEqual(
        (await read(b, 'orders')).data.orders.map((o) => o.orderNumber),
        ['ORD-1'],
      );
    });

    test('with READ_CACHE=0 every read is computed afresh and answers the same', async () => {
      const plain = await createTestApp(driver, { readCache: false });
      try {
        const s = await registerSeller(plain.app, { verified: true });
        const res = await plain.app.inject({ method: 'GET', url: URLS.overview, headers: bearer(s) });
        assert.equal(res.statusCode, 200);
        assert.equal(json<Lists['overview']>(res).data.orders.total, 0);
        assert.equal(plain.app.readCache.size, 0);
      } finally {
        await plain.close();
      }
    });
  });
}
