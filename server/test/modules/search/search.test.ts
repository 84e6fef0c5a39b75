import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, assertInvalid, bearer, json, type Session, type TestContext } from '../../helpers.ts';
import { addProduct, addRetailer } from '../../support/catalog.ts';

interface Group<T> {
  items: T[];
  total: number;
  atLeast: boolean;
}
interface Results {
  q: string;
  orders: Group<{ _id: string; orderNumber: string; customerName: string; total: number; status: string }>;
  products: Group<{ _id: string; name: string; sku: string; stockStatus: string }>;
  retailers: Group<{ _id: string; name: string; city: string }>;
}

/** An order of the seller's, written straight to the database, `daysAgo` days old. */
async function addOrder(ctx: TestContext, s: Session, number: string, customer: string, daysAgo = 1): Promise<string> {
  const [row] = await ctx.app.db.query<{ id: string }>(
    `INSERT INTO orders (seller_id, order_number, customer_name, customer_city, order_date, total_paisa, status)
     VALUES ($1, $2, $3, 'Multan', now() - make_interval(days => $4), 1250000, 'pending') RETURNING id`,
    [s.sellerId, number, customer, daysAgo],
  );
  return row?.id ?? '';
}

for (const driver of DRIVERS) {
  describe(`global search (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    let pending: Session;
    before(async () => {
      [ctx, a, b, pending] = await appWithSellers(driver, ['verified', 'verified', 'unverified']);
      // The same names at two companies: only the asker's may come back.
      for (const s of [a, b]) {
        await addOrder(ctx, s, 'ORD-5001', 'Kissan Agri Store', 3);
        await addOrder(ctx, s, 'ORD-5002', 'Madina Khad Store', 2);
        await addOrder(ctx, s, 'ORD-50010', 'Green Valley Traders', 1);
        await addProduct(ctx, s, { sku: 'UREA-50', name: 'Urea 50kg Bag', stock: 100 });
        await addProduct(ctx, s, { sku: 'DAP-50', name: 'DAP Fertilizer', stock: 0 });
        await addProduct(ctx, s, { sku: 'SEED-W1', name: 'Wheat Seed Urea-coated', stock: 40 });
        await addRetailer(ctx, s, 'Kissan Agri Store', 'Lahore');
        await addRetailer(ctx, s, 'Madina Khad Store', 'Multan');
        await addRetailer(ctx, s, 'Punjab Seeds', 'Kissanpur');
      }
      // What an unverified seller has never shows before verification.
      await addOrder(ctx, pending, 'ORD-5001', 'Kissan Agri Store');
      await addProduct(ctx, pending, { sku: 'UREA-50', name: 'Urea 50kg Bag', stock: 1 });
      await addRetailer(ctx, pending, 'Kissan Agri Store', 'Lahore');
    });
    after(async () => ctx.close());

    const search = (s: Session | null, query: string) => ctx.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: s ? bearer(s) : {} });
    const results = async (s: Session, q: string, extra = '') => {
      const res = await search(s, `q=${encodeURIComponent(q)}${extra}`);
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: Results }>(res).data;
    };

    test('orders match by number (the exact one first, then newest) and by retailer, in any case', async () => {
      const byNumber = await results(a, 'ord-5001');
      assert.deepEqual(
        byNumber.orders.items.map((o) => o.orderNumber),
        ['ORD-5001', 'ORD-50010'],
      );
      assert.equal(byNumber.orders.items[0]?.customerName, 'Kissan Agri Store');
      assert.equal(byNumber.orders.items[0]?.total, 12500);
      const byRetailer = await results(a, 'KHAD');
      assert.deepEqual(
        byRetailer.orders.items.map((o) => o.orderNumber),
        ['ORD-5002'],
      );
      const all = await results(a, 'ORD-');
      assert.deepEqual(
        all.orders.items.map((o) => o.orderNumber),
        ['ORD-50010', 'ORD-5002', 'ORD-5001'],
      );
      assert.deepEqual([all.orders.total, all.orders.atLeast], [3, false]);
    });

    test('products match by name or SKU, the exact SKU first, then names starting with the search', async () => {
      const found = await results(a, 'urea');
      assert.deepEqual(
        found.products.items.map((p) => p.sku),
        ['UREA-50', 'SEED-W1'],
      );
      assert.deepEqual([found.products.total, found.products.atLeast], [2, false]);
      assert.equal((await results(a, 'urea', '&limit=1')).products.total, 2);
      const bySku = await results(a, 'dap-50');
      assert.deepEqual(
        bySku.products.items.map((p) => [p.sku, p.stockStatus]),
        [['DAP-50', 'Out of Stock']],
      );
    });

    test('retailers match by name or city, names starting with the search first', async () => {
      const found = await results(a, 'kissan');
      assert.deepEqual(
        found.retailers.items.map((r) => `${r.name}, ${r.city}`),
        ['Kissan Agri Store, Lahore', 'Punjab Seeds, Kissanpur'],
      );
      assert.deepEqual(
        (await results(a, 'MULTAN')).retailers.items.map((r) => r.name),
        ['Madina Khad Store'],
      );
    });

    test("another company's orders, products and retailers never appear", async () => {
      const ids = async (s: Session) => {
        const r = await results(s, 'a', '&limit=50');
        return [...r.orders.items, ...r.products.items, ...r.retailers.items].map((x) => x._id);
      };
      const [mine, theirs] = await Promise.all([ids(a), ids(b)]);
      assert.equal(mine.length, 3 + 3 + 3);
      assert.equal(theirs.length, 3 + 3 + 3);
      assert.deepEqual(
        mine.filter((id) => theirs.includes(id)),
        [],
      );
      const [owned] = await ctx.app.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM orders WHERE seller_id = $1 AND id = ANY($2::uuid[]))
              + (SELECT count(*) FROM products WHERE seller_id = $1 AND id = ANY($2::uuid[]))
              + (SELECT count(*) FROM retailers WHERE seller_id = $1 AND id = ANY($2::uuid[])) AS n`,
        [a.sellerId, mine],
      );
      assert.equal(Number(owned?.n), mine.length);
    });

    test('a seller not yet verified gets empty groups, not a refusal', async () => {
      const found = await results(pending, 'kissan');
      assert.deepEqual(found, {
        q: 'kissan',
        orders: { items: [], total: 0, atLeast: false },
        products: { items: [], total: 0, atLeast: false },
        retailers: { items: [], total: 0, atLeast: false },
      });
    });

    test('limit bounds each group; a count past 100 stops there and says so', async () => {
      await ctx.app.db.query(
        `INSERT INTO orders (seller_id, order_number, customer_name, order_date, total_paisa, status)
         SELECT $1, 'BULK-' || n, 'Bulk Buyer', now() - make_interval(days => 30), 100, 'pending' FROM generate_series(1, 105) n`,
        [b.sellerId],
      );
      const found = await results(b, 'bulk', '&limit=7');
      assert.equal(found.orders.items.length, 7);
      assert.deepEqual([found.orders.total, found.orders.atLeast], [100, true]);
      assert.equal((await results(a, 'bulk')).orders.total, 0);
    });

    test('the search is trimmed; blank, too long or a bad limit is a 400 that says why', async () => {
      assert.equal((await results(a, '  UREA-50  ')).q, 'UREA-50');
      assertInvalid(await search(a, 'q=%20%20'), { q: 'Type something to search for' });
      assertInvalid(await search(a, ''), { q: 'Type something to search for' });
      assertInvalid(await search(a, `q=${'x'.repeat(101)}`), { q: 'A search can be at most 100 characters' });
      for (const limit of ['0', '51', 'many']) {
        const res = await search(a, `q=urea&limit=${limit}`);
        assert.equal(res.statusCode, 400, res.body);
        assert.match(json(res).message, /limit/);
      }
      // LIKE's wildcards are matched as themselves.
      assert.equal((await results(a, '%')).orders.total, 0);
    });

    test('needs a signed-in user', async () => {
      assert.equal((await search(null, 'q=urea')).statusCode, 401);
    });
  });
}
