import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { DRIVERS, appWithSellers, bearer, json, registerSeller, type Session, type TestContext } from '../helpers.ts';
import { addProduct, addRetailer, stockOf } from '../support/catalog.ts';
import { PNG_1x1 } from '../support/files.ts';
import { multipart, productFields } from '../support/forms.ts';
import { pktDate } from '../../src/platform/lib/pkt-dates.ts';
import { ALREADY_SAVED, BAD_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_REUSED } from '../../src/platform/http/idempotency.ts';
import { purgeIdempotencyKeys } from '../../src/platform/http/idempotency-keys.ts';

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

for (const driver of DRIVERS) {
  describe(`idempotency keys (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    let urea: string;
    let dap: string;
    let retailerA: string;
    let retailerB: string;
    before(async () => {
      // Uploads kept in the database on both drivers: a file is then a write of its own (file_contents), made before the product's.
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified'], { storageUrl: 'database' });
      urea = await addProduct(ctx, a, { sku: 'UREA-50', stock: 500 });
      dap = await addProduct(ctx, a, { sku: 'DAP-50', stock: 5 });
      retailerA = await addRetailer(ctx, a, 'Madina Khad Store');
      retailerB = await addRetailer(ctx, b, 'Sabz Kisan Agro Centre');
      await addProduct(ctx, b, { sku: 'UREA-50', stock: 500 });
    });
    after(async () => ctx.close());

    const newKey = () => crypto.randomUUID();
    const send = (s: Session, method: Method, url: string, payload: Record<string, unknown> | undefined, key?: string) =>
      ctx.app.inject({
        method,
        url: `/api/seller${url}`,
        headers: { ...bearer(s), ...(key ? { 'idempotency-key': key } : {}) },
        ...(payload ? { payload } : {}),
      });
    const orderBody = (productId = urea, quantity = 2) => ({ retailerId: retailerA, lines: [{ productId, quantity }] });
    const orderCount = async (s: Session) =>
      (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE seller_id = $1', [s.sellerId]))[0]?.n ?? -1;
    const keyRow = async (s: Session, key: string) =>
      (
        await ctx.app.db.query<{ status_code: number | null; body: string | null }>(
          'SELECT status_code, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
          [s.userId, key],
        )
      )[0];
    const newOrder = async (key?: string, quantity = 2, productId = urea) => {
      const res = await send(a, 'POST', '/orders', orderBody(productId, quantity), key);
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { order: { _id: string; status: string } } }>(res).data.order;
    };
    const assertReplayOf = (again: LightMyRequestResponse, first: LightMyRequestResponse) => {
      assert.equal(again.statusCode, first.statusCode);
      assert.equal(again.headers['idempotency-replayed'], 'true');
      assert.equal(again.headers['content-type'], first.headers['content-type']);
      assert.deepEqual(json(again), json(first));
    };

    test('the same POST sent twice with one key creates one order, and the second gets the first answer, marked replayed', async () => {
      const key = newKey();
      const count = await orderCount(a);
      const first = await send(a, 'POST', '/orders', orderBody(), key);
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(first.headers['idempotency-replayed'], undefined);
      const again = await send(a, 'POST', '/orders', orderBody(), key);
      assertReplayOf(again, first);
      assert.equal(await orderCount(a), count + 1);
      assert.equal((await keyRow(a, key))?.status_code, 201);
    });

    test('a key sent again with another body is refused with 422 and applies nothing', async () => {
      const key = newKey();
      await send(a, 'POST', '/orders', orderBody(), key);
      const count = await orderCount(a);
      const other = await send(a, 'POST', '/orders', orderBody(urea, 3), key);
      assert.equal(other.statusCode, 422);
      assert.equal(json(other).message, IDEMPOTENCY_KEY_REUSED);
      assert.equal(await orderCount(a), count);
    });

    test("keys are per user: another user's request with the same key is applied on its own", async () => {
      const key = newKey();
      await newOrder(key);
      const countB = await orderCount(b);
      const res = await send(
        b,
        'POST',
        '/orders',
        {
          retailerId: retailerB,
          lines: [{ productId: (await ctx.app.db.query<{ id: string }>('SELECT id FROM products WHERE seller_id = $1', [b.sellerId]))[0]?.id, quantity: 1 }],
        },
        key,
      );
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.headers['idempotency-replayed'], undefined);
      assert.equal(await orderCount(b), countB + 1);
    });

    test('a write refused by validation (400) is stored and replayed as 400', async () => {
      const key = newKey();
      const first = await send(a, 'POST', '/orders', { retailerId: retailerA, lines: [] }, key);
      assert.equal(first.statusCode, 400, first.body);
      assert.equal((await keyRow(a, key))?.status_code, 400);
      assertReplayOf(await send(a, 'POST', '/orders', { retailerId: retailerA, lines: [] }, key), first);
    });

    test('a write that fails with 5xx leaves no key, so the retry with the same key runs again and is applied once', async () => {
      // A database failure inside the order's transaction, after the key was recorded in it.
      await ctx.app.db.exec(`
        CREATE FUNCTION refuse_orders() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$;
        CREATE TRIGGER refuse_orders BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION refuse_orders();`);
      const key = newKey();
      const count = await orderCount(a);
      try {
        const failed = await send(a, 'POST', '/orders', orderBody(), key);
        assert.equal(failed.statusCode, 500, failed.body);
        assert.equal(await keyRow(a, key), undefined);
      } finally {
        await ctx.app.db.exec('DROP TRIGGER refuse_orders ON orders; DROP FUNCTION refuse_orders();');
      }
      const retry = await send(a, 'POST', '/orders', orderBody(), key);
      assert.equal(retry.statusCode, 201, retry.body);
      assert.equal(retry.headers['idempotency-replayed'], undefined);
      assert.equal(await orderCount(a), count + 1);
    });

    /** Makes every `event` of `table` fail inside its transaction, as a database failure would, until the returned function is called. */
    const refuse = async (table: string, event: string) => {
      await ctx.app.db.exec(`
        CREATE FUNCTION refuse_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$;
        CREATE TRIGGER refuse_${table} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_${table}();`);
      return () => ctx.app.db.exec(`DROP TRIGGER refuse_${table} ON ${table}; DROP FUNCTION refuse_${table}();`);
    };

    test('the key is recorded only with the write it guards: a password change whose transaction fails after its attempt was counted leaves no key, and the retry is applied', async () => {
      // Its own user: a password change ends every session of the user.
      const s = await registerSeller(ctx.app, { verified: true });
      const key = newKey();
      const change = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: { ...bearer(s), 'idempotency-key': key },
          payload: { currentPassword: s.password, newPassword: 'Tractor#Lane2026' },
        });
      // The attempt's rate-limit counter commits first, on its own; then the password's transaction fails.
      const allow = await refuse('users', 'UPDATE OF password_hash');
      try {
        const failed = await change();
        assert.equal(failed.statusCode, 500, failed.body);
        assert.equal(await keyRow(s, key), undefined);
      } finally {
        await allow();
      }
      const retry = await change();
      assert.equal(retry.statusCode, 200, retry.body);
      assert.equal(retry.headers['idempotency-replayed'], undefined);
      assert.equal((await keyRow(s, key))?.status_code, 200);
      const signIn = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: 'Tractor#Lane2026' } });
      assert.equal(signIn.statusCode, 200, signIn.body);
    });

    test("an upload's file stored before the product's transaction records no key: the product's failure leaves none, and the retry adds it", async () => {
      const key = newKey();
      const add = () => {
        const form = multipart([...productFields({ sku: 'KEYED-PNG' }), { name: 'images', filename: 'bag.png', contentType: 'image/png', data: PNG_1x1 }]);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/seller/products',
          headers: { ...bearer(a), ...form.headers, 'idempotency-key': key },
          payload: form.payload,
        });
      };
      const products = async () =>
        (await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE seller_id = $1 AND sku = 'KEYED-PNG'`, [a.sellerId]))[0]?.n;
      const allow = await refuse('products', 'INSERT');
      try {
        const failed = await add();
        assert.equal(failed.statusCode, 500, failed.body);
        assert.equal(await keyRow(a, key), undefined);
      } finally {
        await allow();
      }
      assert.equal(await products(), 0);
      const retry = await add();
      assert.equal(retry.statusCode, 201, retry.body);
      assert.equal(retry.headers['idempotency-replayed'], undefined);
      assert.equal(await products(), 1);
    });

    test('a key recorded by a committed write whose answer was never stored answers 409 "already saved"', async () => {
      const key = newKey();
      const body = orderBody();
      // What the plugin records: the method, the URL and the body's hash (inject sends JSON.stringify(body)).
      const fingerprint = `POST /api/seller/orders ${crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex')}`;
      await ctx.app.db.query('INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)', [a.userId, key, fingerprint]);
      const count = await orderCount(a);
      const res = await send(a, 'POST', '/orders', body, key);
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(json(res).message, ALREADY_SAVED);
      assert.equal(await orderCount(a), count);
    });

    test('a key of the wrong form is refused with 400 naming the header, and nothing is applied', async () => {
      const count = await orderCount(a);
      for (const key of ['short', 'x'.repeat(101), 'has spaces in it, sixteen+', 'ключ-ключ-ключ-ключ']) {
        const res = await send(a, 'POST', '/orders', orderBody(), key);
        assert.equal(res.statusCode, 400, key);
        assert.equal(json(res).message, BAD_IDEMPOTENCY_KEY);
      }
      assert.equal(await orderCount(a), count);
    });

    test('PATCH, PUT and DELETE are applied once per key too', async () => {
      const order = await newOrder();
      const key = newKey();
      const first = await send(a, 'PATCH', `/orders/${order._id}/status`, { status: 'confirmed' }, key);
      assert.equal(first.statusCode, 200, first.body);
      const stock = await stockOf(ctx, urea);
      // Applied again, confirming a confirmed order would be a 409; replayed, it is the first 200.
      assertReplayOf(await send(a, 'PATCH', `/orders/${order._id}/status`, { status: 'confirmed' }, key), first);
      assert.equal(await stockOf(ctx, urea), stock);

      const ruleBody = (discount: number) => ({
        name: 'Urea Volume Discount',
        type: 'Volume Discount',
        category: 'Fertilizers',
        discount,
        minQuantity: 100,
        validUntil: pktDate(Date.now() + 30 * 86_400_000),
      });
      const rule = await send(a, 'POST', '/pricing-rules', ruleBody(5), newKey());
      assert.equal(rule.statusCode, 201, rule.body);
      const ruleId = json<{ data: { rule: { _id: string } } }>(rule).data.rule._id;
      const putKey = newKey();
      const put = await send(a, 'PUT', `/pricing-rules/${ruleId}`, ruleBody(7), putKey);
      assert.equal(put.statusCode, 200, put.body);
      assertReplayOf(await send(a, 'PUT', `/pricing-rules/${ruleId}`, ruleBody(7), putKey), put);

      const deleteKey = newKey();
      const deleted = await send(a, 'DELETE', `/pricing-rules/${ruleId}`, undefined, deleteKey);
      assert.equal(deleted.statusCode, 200, deleted.body);
      // Applied again, it would be a 404.
      assertReplayOf(await send(a, 'DELETE', `/pricing-rules/${ruleId}`, undefined, deleteKey), deleted);
    });

    test('writes without a key behave as before: each is applied, and no key is recorded', async () => {
      const count = await orderCount(a);
      const keys = (await ctx.app.db.query('SELECT 1 FROM idempotency_keys')).length;
      await newOrder();
      await newOrder();
      assert.equal(await orderCount(a), count + 2);
      assert.equal((await ctx.app.db.query('SELECT 1 FROM idempotency_keys')).length, keys);
    });

    test('the key is recorded in the write transaction: a move refused after taking stock rolls both back, and its 409 is then stored as an answer of a request that changed nothing', async () => {
      const order = await newOrder(undefined, 10, dap);
      const key = newKey();
      const first = await send(a, 'PATCH', `/orders/${order._id}/status`, { status: 'confirmed' }, key);
      assert.equal(first.statusCode, 409, first.body);
      assert.equal(await stockOf(ctx, dap), 5);
      // Present, with the 409: the row the transaction inserted rolled back with the stock it took,
      // and onSend, finding no row recorded, stored the answer of a request that wrote nothing.
      assert.equal((await keyRow(a, key))?.status_code, 409);
      await ctx.app.db.query('UPDATE products SET stock_quantity = 50 WHERE id = $1', [dap]);
      // The retry is the same request: it gets the same answer, even though it would now succeed.
      assertReplayOf(await send(a, 'PATCH', `/orders/${order._id}/status`, { status: 'confirmed' }, key), first);
      assert.equal((await ctx.app.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order._id]))[0]?.status, 'pending');
    });

    test('two attempts with one key at once apply it once: the other gets the first answer or "already saved"', async () => {
      const key = newKey();
      const count = await orderCount(a);
      const answers = await Promise.all([send(a, 'POST', '/orders', orderBody(), key), send(a, 'POST', '/orders', orderBody(), key)]);
      assert.equal(await orderCount(a), count + 1);
      const statuses = answers.map((r) => r.statusCode).sort();
      assert.ok(statuses[0] === 201 && (statuses[1] === 201 || statuses[1] === 409), statuses.join());
      assert.equal(answers.filter((r) => r.statusCode === 201 && r.headers['idempotency-replayed'] === undefined).length, 1);
    });

    test('keys older than a day are purged; younger ones are kept for retries', async () => {
      const [old, young] = [newKey(), newKey()];
      for (const key of [old, young]) {
        await ctx.app.db.query('INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)', [a.userId, key, 'POST /x -']);
      }
      await ctx.app.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [old]);
      assert.ok((await purgeIdempotencyKeys(ctx.app.db)) >= 1);
      const left = await ctx.app.db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE key = ANY($1::text[])', [[old, young]]);
      assert.deepEqual(
        left.map((r) => r.key),
        [young],
      );
    });

    test('requests nobody signed in to ignore the header', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'idempotency-key': 'bad' },
        payload: { email: a.email, password: a.password },
      });
      assert.equal(res.statusCode, 200, res.body);
    });
  });
}
