import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Db, Queryable } from '../../../src/platform/db/index.ts';
import { DRIVERS, bearer, json, type Session, type TestContext, appWithSellers } from '../../helpers.ts';

const EXPORT_QUERY = /^SELECT id, order_number/;

/** Makes the export's keyset queries fail from the `failAt`-th on (1 = the first), until restored. */
function failExportQueries(db: Db, failAt: number): () => void {
  const original: Queryable['query'] = db.query.bind(db);
  let seen = 0;
  const target = db as { query: Queryable['query'] };
  target.query = async (sql, params) => {
    if (EXPORT_QUERY.test(sql)) {
      seen += 1;
      if (seen >= failAt) throw new Error('the database went away');
    }
    return original(sql, params);
  };
  return () => {
    target.query = original;
  };
}

for (const driver of DRIVERS) {
  describe(`orders export that fails after it started (${driver})`, () => {
    let ctx: TestContext;
    let s: Session;
    let base: string;
    before(async () => {
      [ctx, s] = await appWithSellers(driver, ['verified']);
      // More orders than one batch of the export (2000), so it queries again after sending rows.
      await ctx.app.db.query(
        `INSERT INTO orders (seller_id, order_number, customer_name, customer_city, order_date, total_paisa, status, items)
         SELECT $1, 'ORD-' || n, 'Kissan Agri Store', 'Lahore', now() - n * interval '1 minute', 100000, 'pending', '[]'::jsonb
           FROM generate_series(1, 2001) AS n`,
        [s.sellerId],
      );
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });
    after(async () => ctx.close());

    test('a query that fails before the first rows answers 500 with the usual message, not a header-only file', async () => {
      const restore = failExportQueries(ctx.app.db, 1);
      try {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders/export', headers: bearer(s) });
        assert.equal(res.statusCode, 500, res.body);
        assert.match(String(res.headers['content-type']), /application\/json/);
        assert.equal(json(res).message, 'Something went wrong on our side, please try again');
      } finally {
        restore();
      }
    });

    test('a query that fails after rows were sent aborts the response: the download fails, it never ends cleanly', async () => {
      let restore = failExportQueries(ctx.app.db, 2);
      try {
        await assert.rejects(ctx.app.inject({ method: 'GET', url: '/api/seller/orders/export', headers: bearer(s) }), /destroyed before completion/);
        restore();
        // Over HTTP too: the body ends without its last chunk.
        restore = failExportQueries(ctx.app.db, 2);
        const plain = await fetch(`${base}/api/seller/orders/export`, { headers: { ...bearer(s), 'accept-encoding': 'identity' } });
        assert.equal(plain.status, 200);
        await assert.rejects(plain.text(), /terminated/);
        restore();
        // Compressed, these rows were still in the compressor when the query failed, so nothing
        // had been sent: the answer is the error, under its own headers.
        restore = failExportQueries(ctx.app.db, 2);
        const gzip = await fetch(`${base}/api/seller/orders/export`, { headers: { ...bearer(s), 'accept-encoding': 'gzip' } });
        assert.equal(gzip.status, 500);
        assert.equal(gzip.headers.get('content-encoding'), null);
        assert.equal(gzip.headers.get('content-disposition'), null);
        assert.match(gzip.headers.get('content-type') ?? '', /application\/json/);
        assert.deepEqual(await gzip.json(), { message: 'Something went wrong on our side, please try again' });
      } finally {
        restore();
      }
    });

    test('with the database back, the same export is a whole file', async () => {
      const res = await fetch(`${base}/api/seller/orders/export`, { headers: bearer(s) });
      assert.equal(res.status, 200);
      const lines = (await res.text()).trimEnd().split('\r\n');
      assert.equal(lines.length, 1 + 2001);
      assert.match(lines[1] ?? '', /^ORD-1,Kissan Agri Store,/);
    });
  });
}
