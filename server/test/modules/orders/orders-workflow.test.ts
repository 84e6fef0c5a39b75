import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, assertInvalid, bearer, json, patchOrderStatus, type Session, type TestContext } from '../../helpers.ts';
import { addProduct, addRetailer, stockOf } from '../../support/catalog.ts';
import { pktDate } from '../../../src/platform/lib/pkt-dates.ts';

interface Line {
  productId: string | null;
  productName: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  lineTotal: number;
  rule: { _id: string; name: string; discount: number } | null;
}
interface Detail {
  _id: string;
  orderNumber: string;
  status: string;
  total: number;
  subtotal: number;
  discount: number;
  items: Line[];
  nextStatuses: string[];
  retailer: { _id: string; name: string; city: string; phone: string; address: string } | null;
  deliveryAddress: string;
  history: { status: string; from: string | null; changedBy: string | null; notes: string | null; courier: string | null; trackingNumber: string | null }[];
  shipment: { courier: string | null; trackingNumber: string | null; shippedAt: string | null; deliveredAt: string | null } | null;
  pickups: { pickupDate: string }[];
  createdBy: string | null;
}

for (const driver of DRIVERS) {
  describe(`orders workflow (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    let urea: string;
    let dap: string;
    let seeds: string;
    let retired: string;
    let madina: string;
    before(async () => {
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified']);
      urea = await addProduct(ctx, a, { sku: 'UREA-50', name: 'Urea 50kg Bag', pricePaisa: 465_000, stock: 500 });
      dap = await addProduct(ctx, a, { sku: 'DAP-50', name: 'DAP 50kg Bag', pricePaisa: 1_250_000, stock: 40 });
      seeds = await addProduct(ctx, a, { sku: 'WHT-SEED', name: 'Wheat Seed 50kg', category: 'seeds', pricePaisa: 900_000, stock: 100 });
      retired = await addProduct(ctx, a, { sku: 'OLD-1', name: 'Old Sprayer', category: 'equipment', stock: 5, status: 'inactive' });
      madina = await addRetailer(ctx, a, 'Madina Khad Store');
      await addRetailer(ctx, b, 'Secret Buyer Store');
    });
    after(async () => ctx.close());

    const send = (s: Session, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method, url: `/api/seller${url}`, headers: bearer(s), ...(payload ? { payload } : {}) });
    const newOrder = async (s: Session, payload: Record<string, unknown>) => {
      const res = await send(s, 'POST', '/orders', payload);
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { order: Detail } }>(res).data.order;
    };
    const detail = async (s: Session, ref: string) => json<{ data: { order: Detail } }>(await send(s, 'GET', `/orders/${ref}`)).data.order;

    // Issue 41, item 6: Repeat Order reads the current products of a past order's lines.
    test("product options by ids answer the seller's active ones among them, and nothing of another company's", async () => {
      const other = crypto.randomUUID();
      const options = async (s: Session, ids: string) => {
        const res = await send(s, 'GET', `/orders/product-options?ids=${encodeURIComponent(ids)}`);
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: { products: { _id: string; sku: string; price: number; stockQuantity: number }[] } }>(res).data.products;
      };
      const found = await options(a, [seeds, urea, retired, other, 'not-an-id', ''].join(','));
      assert.deepEqual(
        found.map((p) => [p._id, p.sku, p.price, p.stockQuantity]),
        [
          [urea, 'UREA-50', 4650, 500],
          [seeds, 'WHT-SEED', 9000, 100],
        ],
      );
      assert.deepEqual(await options(b, [urea, seeds].join(',')), []);
      assert.deepEqual(await options(a, ''), []);
      const tooMany = await send(a, 'GET', `/orders/product-options?ids=${Array.from({ length: 201 }, () => urea).join(',')}`);
      assert.equal(tooMany.statusCode, 400);
    });

    test('a phone order is saved pending with the next number, priced by the best rule of its category, and opens by number or id', async () => {
      const rule = await send(a, 'POST', '/pricing-rules', {
        name: 'Urea Volume Discount',
        type: 'Volume Discount',
        category: 'Fertilizers',
        discount: 10,
        minQuantity: 100,
        validUntil: pktDate(Date.now() + 30 * 86_400_000),
      });
      assert.equal(rule.statusCode, 201, rule.body);
      const ruleId = json<{ data: { rule: { _id: string } } }>(rule).data.rule._id;
      const lines = [
        { productId: urea, quantity: 120 },
        { productId: seeds, quantity: 3 },
      ];
      const quote = json<{ data: { quote: { lines: Line[]; subtotal: number; discount: number; total: number } } }>(
        await send(a, 'POST', '/orders/quote', { lines }),
      ).data.quote;
      assert.deepEqual(
        quote.lines.map((l) => [l.sku, l.unitPrice, l.discount, l.lineTotal, l.rule?.name ?? null]),
        [
          ['UREA-50', 4650, 55_800, 502_200, 'Urea Volume Discount'],
          ['WHT-SEED', 9000, 0, 27_000, null],
        ],
      );
      assert.deepEqual([quote.subtotal, quote.discount, quote.total], [585_000, 55_800, 529_200]);
      // Issue 41: the quote says what the retailer would owe with the sales tax in Settings, as the invoice will.
      const taxOf = async () =>
        json<{ data: { quote: { salesTax: { rate: number; amount: number } | null; grandTotal: number } } }>(await send(a, 'POST', '/orders/quote', { lines }))
          .data.quote;
      assert.deepEqual(await taxOf(), { ...(await taxOf()), salesTax: null, grandTotal: 529_200 });
      await ctx.app.db.query(`UPDATE sellers SET sales_tax_bps = 1700 WHERE id = (SELECT seller_id FROM users WHERE lower(email) = lower($1))`, [a.email]);
      const taxed = await taxOf();
      assert.deepEqual([taxed.salesTax, taxed.grandTotal], [{ rate: 17, amount: 89_964 }, 619_164]);
      await ctx.app.db.query(`UPDATE sellers SET sales_tax_bps = NULL WHERE id = (SELECT seller_id FROM users WHERE lower(email) = lower($1))`, [a.email]);

      const first = await newOrder(a, { retailerId: madina, lines, notes: 'Called at 10am' });
      assert.equal(first.status, 'pending');
      assert.match(first.orderNumber, /^ORD-\d+$/);
      assert.deepEqual([first.subtotal, first.discount, first.total], [585_000, 55_800, 529_200]);
      assert.equal(first.items[0]?.rule?._id, ruleId);
      assert.equal(first.retailer?.name, 'Madina Khad Store');
      assert.equal(first.deliveryAddress, 'Grain Market Road, Multan');
      assert.deepEqual(first.nextStatuses, ['confirmed', 'cancelled']);
      assert.deepEqual(
        first.history.map((h) => [h.from, h.status]),
        [[null, 'pending']],
      );
      assert.ok(first.createdBy);
      const second = await newOrder(a, {
        retailer: { name: 'Sabz Kisan Agro Centre', city: 'Sahiwal', phone: '0300-7654321', address: 'Chowk Fawara' },
        lines: [{ productId: dap, quantity: '2' }],
      });
      assert.equal(Number(second.orderNumber.slice(4)), Number(first.orderNumber.slice(4)) + 1);
      assert.equal(second.retailer?.phone, '03007654321');

      assert.equal((await detail(a, first.orderNumber))._id, first._id);
      assert.equal((await detail(a, first._id)).orderNumber, first.orderNumber);
      // A rule changed later never reprices a saved order.
      await ctx.app.db.query(`UPDATE pricing_rules SET discount = 50 WHERE id = $1`, [ruleId]);
      assert.equal((await detail(a, first.orderNumber)).total, 529_200);
    });

    test('bad phone orders answer at the field and save nothing', async () => {
      const [before] = await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE seller_id = $1', [a.sellerId]);
      assertInvalid(await send(a, 'POST', '/orders', { retailerId: madina, lines: [] }), { lines: 'Add at least one product to the order' });
      assertInvalid(
        await send(a, 'POST', '/orders', {
          retailerId: madina,
          lines: [
            { productId: urea, quantity: 0 },
            { productId: retired, quantity: 1 },
            { productId: urea, quantity: 2 },
            { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
          ],
        }),
        {
          'lines.0.quantity': 'Quantity must be a whole number of at least 1',
          'lines.1.productId': 'Old Sprayer is inactive and cannot be ordered',
          'lines.2.productId': 'Urea 50kg Bag is already on line 1: change the quantity there',
          'lines.3.productId': 'This product is not in your catalog',
        },
      );
      assertInvalid(
        await send(a, 'POST', '/orders', { retailer: { name: '', city: 'Multan', phone: '123', address: '' }, lines: [{ productId: urea, quantity: 1 }] }),
        {
          'retailer.name': 'Retailer name is required',
          'retailer.phone': 'Enter a valid Pakistani phone number (e.g. 03001234567)',
          'retailer.address': 'Address is required',
        },
      );
      assertInvalid(
        await send(a, 'POST', '/orders', {
          retailer: { name: 'madina khad store', city: 'MULTAN', phone: '03001112223', address: 'x' },
          lines: [{ productId: urea, quantity: 1 }],
        }),
        { 'retailer.name': 'Madina Khad Store in Multan is already in your list: choose it instead' },
      );
      assertInvalid(await send(a, 'POST', '/orders', { lines: [{ productId: urea, quantity: 1 }] }), { retailerId: 'Choose a retailer or add a new one' });
      const [after] = await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE seller_id = $1', [a.sellerId]);
      assert.equal(after?.n, before?.n);
    });

    test("another company's orders, retailers and products answer 404 or are not found", async () => {
      const mine = await newOrder(a, { retailerId: madina, lines: [{ productId: urea, quantity: 1 }] });
      assert.equal((await send(b, 'GET', `/orders/${mine.orderNumber}`)).statusCode, 404);
      assert.equal((await send(b, 'GET', `/orders/${mine.orderNumber.toLowerCase()}`)).statusCode, 404);
      assert.equal((await send(b, 'GET', `/orders/${mine._id}`)).statusCode, 404);
      assert.equal((await patchOrderStatus(ctx.app, b, mine._id, { status: 'confirmed' })).statusCode, 404);
      const bulk = json<{ data: { results: { ok: boolean; message: string }[] } }>(
        await send(b, 'POST', '/orders/bulk-status', { ids: [mine._id], status: 'confirmed' }),
      );
      assert.deepEqual(
        bulk.data.results.map((r) => [r.ok, r.message]),
        [[false, 'Order not found']],
      );
      assertInvalid(await send(b, 'POST', '/orders', { retailerId: madina, lines: [{ productId: urea, quantity: 1 }] }), {
        retailerId: 'This retailer is not in your list: choose another or add a new one',
        'lines.0.productId': 'This product is not in your catalog',
      });
      const names = json<{ data: { retailers: { name: string }[] } }>(await send(b, 'GET', '/retailers?q=store')).data.retailers.map((r) => r.name);
      assert.deepEqual(names, ['Secret Buyer Store']);
      assert.deepEqual(json<{ data: { products: unknown[] } }>(await send(b, 'GET', '/orders/product-options?q=urea')).data.products, []);
      const options = json<{ data: { products: { sku: string }[] } }>(await send(a, 'GET', '/orders/product-options?q=50')).data.products.map((p) => p.sku);
      assert.deepEqual(options.sort(), ['DAP-50', 'UREA-50', 'WHT-SEED'], 'active products only');
    });

    test('confirming takes stock, cancelling gives it back; a short line refuses the confirmation and names itself', async () => {
      const order = await newOrder(a, {
        retailerId: madina,
        lines: [
          { productId: dap, quantity: 30 },
          { productId: seeds, quantity: 10 },
        ],
      });
      const dapBefore = await stockOf(ctx, dap);
      const seedsBefore = await stockOf(ctx, seeds);
      assert.equal((await patchOrderStatus(ctx.app, a, order._id, { status: 'confirmed' })).statusCode, 200);
      assert.deepEqual([await stockOf(ctx, dap), await stockOf(ctx, seeds)], [dapBefore - 30, seedsBefore - 10]);
      assert.equal((await patchOrderStatus(ctx.app, a, order._id, { status: 'processing' })).statusCode, 200);
      assert.equal((await patchOrderStatus(ctx.app, a, order._id, { status: 'cancelled', notes: 'Retailer cancelled' })).statusCode, 200);
      assert.deepEqual([await stockOf(ctx, dap), await stockOf(ctx, seeds)], [dapBefore, seedsBefore]);

      const big = await newOrder(a, {
        retailerId: madina,
        lines: [
          { productId: urea, quantity: 5 },
          { productId: dap, quantity: dapBefore + 1 },
        ],
      });
      const refused = await patchOrderStatus(ctx.app, a, big._id, { status: 'confirmed' });
      assert.equal(refused.statusCode, 409);
      assert.equal(
        json(refused).message,
        `Order ${big.orderNumber} cannot be confirmed: DAP 50kg Bag (SKU DAP-50): ${dapBefore + 1} ordered, ${dapBefore} in stock`,
      );
      assert.equal((await detail(a, big._id)).status, 'pending');
      assert.equal(await stockOf(ctx, dap), dapBefore, 'nothing taken when one line is short');
      // Cancelling a pending order returns nothing: it never took any.
      const ureaBefore = await stockOf(ctx, urea);
      assert.equal((await patchOrderStatus(ctx.app, a, big._id, { status: 'cancelled', notes: 'Out of DAP' })).statusCode, 200);
      assert.equal(await stockOf(ctx, urea), ureaBefore);
    });

    test('from pending to delivered through every step: the timeline names each move, tracking only what happened', async () => {
      const order = await newOrder(a, { retailerId: madina, lines: [{ productId: urea, quantity: 2 }] });
      const move = async (status: string, extra: Record<string, unknown> = {}) => {
        const res = await patchOrderStatus(ctx.app, a, order._id, { status, ...extra });
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: { order: Detail } }>(res).data.order;
      };
      assert.equal((await move('confirmed')).shipment, null);
      const packed = await move('processing');
      assert.equal(packed.shipment, null, 'no shipment before it ships');
      const shipped = await move('shipped', { courier: 'Leopards', trackingNumber: 'LP-99812' });
      assert.equal(shipped.shipment?.deliveredAt, null);
      assert.ok(shipped.shipment?.shippedAt);
      const done = await move('delivered');
      assert.deepEqual(done.nextStatuses, []);
      assert.deepEqual(
        done.history.map((h) => [h.from, h.status, h.courier, h.trackingNumber]),
        [
          [null, 'pending', null, null],
          ['pending', 'confirmed', null, null],
          ['confirmed', 'processing', null, null],
          // A listed courier is stored by its one name, as Ship Order's list names it.
          ['processing', 'shipped', 'Leopards Courier', 'LP-99812'],
          ['shipped', 'delivered', null, null],
        ],
      );
      assert.ok(done.history.every((h) => h.changedBy));
      const [audit] = await ctx.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE seller_id = $1 AND entity = 'orders' AND entity_id = $2 AND action = 'update'`,
        [a.sellerId, order._id],
      );
      assert.equal(audit?.n, 4, 'every move is in the audit log');
    });

    test('a bulk move answers per order: the ones the table allows move, the others say why', async () => {
      const one = await newOrder(a, { retailerId: madina, lines: [{ productId: urea, quantity: 1 }] });
      const two = await newOrder(a, { retailerId: madina, lines: [{ productId: urea, quantity: 1 }] });
      assert.equal((await patchOrderStatus(ctx.app, a, two._id, { status: 'cancelled', notes: 'Duplicate' })).statusCode, 200);
      const res = await send(a, 'POST', '/orders/bulk-status', { ids: [one._id, two._id, 'nope'], status: 'confirmed' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        json<{ data: { results: { orderNumber: string | null; ok: boolean; message: string | null; status: string | null }[] } }>(res).data.results.map((r) => [
          r.orderNumber,
          r.ok,
          r.message,
          r.status,
        ]),
        [
          [one.orderNumber, true, null, 'confirmed'],
          [two.orderNumber, false, 'Order is already cancelled', 'cancelled'],
          [null, false, 'Order not found', null],
        ],
      );
      assertInvalid(await send(a, 'POST', '/orders/bulk-status', { ids: [one._id], status: 'shipped' }), {
        status: 'Ship orders one at a time: each needs its courier and tracking number',
      });
      assertInvalid(await send(a, 'POST', '/orders/bulk-status', { ids: [one._id], status: 'cancelled' }), { notes: 'Please give a reason for cancelling' });
    });

    test('two people confirming the same order at once: it is confirmed once and its stock taken once', async () => {
      for (let round = 0; round < 3; round++) {
        const order = await newOrder(a, { retailerId: madina, lines: [{ productId: urea, quantity: 3 }] });
        const before = await stockOf(ctx, urea);
        const answers = await Promise.all([0, 1, 2].map(() => patchOrderStatus(ctx.app, a, order._id, { status: 'confirmed' })));
        assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 409, 409]);
        assert.equal(await stockOf(ctx, urea), before - 3);
      }
    });

    test('the catalog and the dashboard follow stock taken and given back, through their cached reads', async () => {
      const only = await addProduct(ctx, a, { sku: 'ONLY-5', name: 'Knapsack Sprayer 16L', category: 'equipment', stock: 5 });
      const catalog = async () => {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/products?q=ONLY-5', headers: bearer(a) });
        return json<{ data: { products: { stockQuantity: number; stockStatus: string }[] } }>(res).data.products[0];
      };
      const outOfStock = async () =>
        json<{ data: { products: { outOfStock: number } } }>(await ctx.app.inject({ method: 'GET', url: '/api/dashboard/overview', headers: bearer(a) })).data
          .products.outOfStock;
      const [before, zeroBefore] = [await catalog(), await outOfStock()];
      assert.equal(before?.stockQuantity, 5);
      const order = await newOrder(a, { retailerId: madina, lines: [{ productId: only, quantity: 5 }] });
      assert.equal((await patchOrderStatus(ctx.app, a, order._id, { status: 'confirmed' })).statusCode, 200);
      assert.deepEqual([(await catalog())?.stockQuantity, (await catalog())?.stockStatus], [0, 'Out of Stock']);
      assert.equal(await outOfStock(), zeroBefore + 1);
      assert.equal((await patchOrderStatus(ctx.app, a, order._id, { status: 'cancelled', notes: 'Retailer changed his mind' })).statusCode, 200);
      assert.equal((await catalog())?.stockQuantity, 5);
      assert.equal(await outOfStock(), zeroBefore);
    });

    test('two orders racing for the last units never oversell', async () => {
      for (let round = 0; round < 3; round++) {
        const last = await addProduct(ctx, a, { sku: `LAST-${round}`, name: `Last Units ${round}`, stock: 10 });
        const x = await newOrder(a, {
          retailerId: madina,
          lines: [
            { productId: last, quantity: 7 },
            { productId: urea, quantity: 1 },
          ],
        });
        const y = await newOrder(a, {
          retailerId: madina,
          lines: [
            { productId: urea, quantity: 1 },
            { productId: last, quantity: 6 },
          ],
        });
        const answers = await Promise.all([x, y].map((o) => patchOrderStatus(ctx.app, a, o._id, { status: 'confirmed' })));
        assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 409]);
        const left = await stockOf(ctx, last);
        assert.ok(left === 3 || left === 4, `stock ${left}`);
        const loser = answers.find((r) => r.statusCode === 409);
        assert.match(json(loser ?? answers[0]!).message, new RegExp(`Last Units ${round} \\(SKU LAST-${round}\\): [67] ordered, [34] in stock`));
      }
    });
  });
}
