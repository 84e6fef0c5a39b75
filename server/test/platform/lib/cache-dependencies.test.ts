// A cached read is served while the seller's data version stands (platform/lib/read-cache.ts). Each one
// declares the tables it is built from; here every declared table is shown to raise the version,
// and every table a read's queries touch is shown to be declared: a new join cannot serve stale data.
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, type Session, type TestContext, appWithSellers } from '../../helpers.ts';
import { SUMMARY_TABLES, declaredCachedReads, type CachedRead } from '../../../src/platform/lib/read-cache.ts';
import { ORDERS_LIST } from '../../../src/modules/orders/routes/index.ts';
import { PRODUCTS_LIST } from '../../../src/modules/catalog/routes/index.ts';
import { DASHBOARD_OVERVIEW } from '../../../src/modules/insights/routes/dashboard.ts';
import { AGING } from '../../../src/modules/receivables/routes/index.ts';
import { TRANSACTIONS } from '../../../src/modules/receivables/routes/payments.ts';
import { insertProducts } from '../../../src/seed/demo.ts';

/** A URL serving each cached read (with filters, so their queries run too). */
const SERVED_AT: [CachedRead, string][] = [
  [ORDERS_LIST, '/api/seller/orders?q=kissan&status=pending'],
  [ORDERS_LIST, '/api/seller/orders'],
  [PRODUCTS_LIST, '/api/seller/products?q=urea&category=fertilizers&status=Low%20Stock'],
  [PRODUCTS_LIST, '/api/seller/products'],
  [DASHBOARD_OVERVIEW, '/api/dashboard/overview'],
  [AGING, '/api/seller/receivables/aging?q=kissan&bucket=1-30'],
  [AGING, '/api/seller/receivables/aging'],
  [TRANSACTIONS, '/api/seller/payments?q=kissan&status=Overdue'],
  [TRANSACTIONS, '/api/seller/payments'],
];

const TABLE_RE = /\b(?:FROM|JOIN|UPDATE|INTO)\s+([a-z_][a-z0-9_]*)/gi;

for (const driver of DRIVERS) {
  describe(`cached reads declare what they depend on (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    let tables: Set<string>;
    before(async () => {
      [ctx, seller] = await appWithSellers(driver, ['verified'], { readCache: true });
      await ctx.app.db.query(
        `INSERT INTO orders (seller_id, order_number, customer_name, customer_city, order_date, total_paisa, status, items)
         VALUES ($1, 'ORD-1', 'Kissan Agri Store', 'Multan', now(), 100000, 'pending', '[]'::jsonb)`,
        [seller.sellerId],
      );
      await insertProducts(ctx.app.db, seller.sellerId, 3, () => 0.5, Date.now());
      const rows = await ctx.app.db.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`);
      tables = new Set(rows.map((r) => r.name));
    });
    after(async () => ctx.close());

    test('every declared table, or the source of a summary table, raises the version on insert, update, delete and truncate', async () => {
      assert.ok(declaredCachedReads().length >= 3);
      for (const read of declaredCachedReads()) {
        for (const table of read.tables) {
          assert.ok(tables.has(table), `${read.name}: ${table} is not a table`);
          const source = SUMMARY_TABLES[table] ?? table;
          const triggers = await ctx.app.db.query<{ events: number }>(
            `SELECT t.tgtype::int AS events FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
              WHERE c.relname = $1 AND NOT t.tgisinternal AND p.proname IN ('seller_data_bump', 'seller_data_bump_all')`,
            [source],
          );
          // tgtype bits: 4 insert, 8 delete, 16 update, 32 truncate.
          const covered = triggers.reduce((bits, t) => bits | t.events, 0) & (4 | 8 | 16 | 32);
          assert.equal(covered, 4 | 8 | 16 | 32, `${read.name}: a change to ${source} would not raise the seller's data version`);
        }
      }
    });

    test("a read's queries touch only the tables it declares", async () => {
      const inRead = new AsyncLocalStorage<CachedRead>();
      const touched = new Map<CachedRead, Set<string>>();
      const { readCache, db } = ctx.app;
      const json = readCache.json.bind(readCache);
      const query = db.query.bind(db);
      let current: CachedRead | undefined;
      readCache.json = (d, sellerId, key, compute, serialize) => json(d, sellerId, key, () => inRead.run(current!, compute), serialize);
      db.query = (sql, params) => {
        const read = inRead.getStore();
        if (read) for (const m of sql.matchAll(TABLE_RE)) if (tables.has(m[1]!.toLowerCase())) touched.get(read)!.add(m[1]!.toLowerCase());
        return query(sql, params);
      };
      try {
        for (const [read, url] of SERVED_AT) {
          current = read;
          touched.set(read, touched.get(read) ?? new Set());
          const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(seller) });
          assert.equal(res.statusCode, 200, res.body);
        }
      } finally {
        readCache.json = json;
        db.query = query;
      }
      for (const [read, used] of touched) {
        assert.ok(used.size > 0, `${read.name}: no query was seen`);
        assert.deepEqual(
          [...used].filter((t) => !read.tables.includes(t)),
          [],
          `${read.name} reads tables it does not declare`,
        );
      }
    });
  });
}
