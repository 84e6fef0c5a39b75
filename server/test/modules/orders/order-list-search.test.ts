import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, bearer, json, type Session, type TestContext } from '../../helpers.ts';

interface ListPage {
  data: { orders: { _id: string }[]; pagination: { total: number; nextCursor: string | null } };
}

interface Stored {
  id: string;
  order_number: string;
  customer_name: string;
  /** Microseconds since the epoch, as text: the sort's key to the database's precision. */
  at: string;
  total_paisa: number;
  status: string;
  [key: string]: unknown;
}

const NAMES = ['Kissan Traders', 'Madina Khad Store', 'Kissan Beej Ghar', 'Al-Noor Agro', 'Barkat Seed House'];
const STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'];
const PKT_MS = 5 * 3600 * 1000;

for (const driver of DRIVERS) {
  describe(`the order list's searches and date ranges (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    before(async () => {
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified']);
    });
    after(async () => ctx.close());

    /**
     * `count` orders for the seller: names from a short list, numbers ORD-<base + g>, dates around PKT
     * midnights (23:30 and 00:30 PKT fall on two days), several sharing a date to the microsecond
     * and a total, so the id breaks ties.
     */
    /** `count` orders from 2026-03-01 23:30 PKT on, four every `step` (an hour: three days; a week: months back and forth). */
    const seed = (s: Session, count: number, base: number, step = '1 hour', start = '2026-03-01 18:30:00.123456+00') =>
      ctx.app.db.query(
        `INSERT INTO orders (seller_id, order_number, customer_name, customer_city, delivery_address, order_date, total_paisa, status, items)
         SELECT $1, 'ORD-' || ($3::int + g), ($4::text[])[1 + g % 5], 'Multan', 'Multan',
                $7::timestamptz + (g / 4) * $6::interval + (g % 2) * interval '30 minutes',
                (1000 + (g * 37) % 9) * 100, ($5::text[])[1 + (g * 7) % 6], '[]'::jsonb
           FROM generate_series(1, $2::int) g`,
        [s.sellerId, count, base, NAMES, STATUSES, step, start],
      );
    const stored = () =>
      ctx.app.db.query<Stored>(
        `SELECT id, order_number, customer_name, (extract(epoch FROM order_date) * 1000000)::bigint::text AS at, total_paisa, status
           FROM orders WHERE seller_id = $1`,
        [a.sellerId],
      );
    const list = async (s: Session, query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders?${query}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<ListPage>(res).data;
    };

    /** What the list must answer, worked out from every stored order as the spec reads. */
    const expected = (rows: Stored[], p: { q?: string; status?: string; from?: string; to?: string; sort: string }) => {
      const q = p.q?.toLowerCase();
      const from = p.from ? BigInt(Date.parse(`${p.from}T00:00:00Z`) - PKT_MS) * 1000n : undefined;
      const to = p.to ? BigInt(Date.parse(`${p.to}T00:00:00Z`) - PKT_MS + 86_400_000) * 1000n : undefined;
      const kept = rows.filter(
        (r) =>
          (!q || r.customer_name.toLowerCase().includes(q) || r.order_number.toLowerCase().includes(q)) &&
          (!p.status || r.status === p.status) &&
          (from === undefined || BigInt(r.at) >= from) &&
          (to === undefined || BigInt(r.at) < to),
      );
      const key = (r: Stored) => (p.sort.startsWith('date') ? BigInt(r.at) : BigInt(r.total_paisa));
      const sign = p.sort.endsWith('desc') ? -1 : 1;
      kept.sort((x, y) => sign * (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
      return kept.map((r) => r.id);
    };

    const check = async (label: string) => {
      const rows = await stored();
      const cases: { sort: string; q?: string; status?: string; from?: string; to?: string; pageSize?: string }[] = [
        { sort: 'date_desc' },
        { sort: 'total_asc', status: 'pending' },
        { sort: 'date_desc', q: 'kissan' },
        { sort: 'date_asc', q: 'KISSAN', status: 'delivered' },
        { sort: 'total_desc', q: 'ord-10' },
        { sort: 'total_asc', q: '10' },
        { sort: 'date_desc', q: 'madina', from: '2026-03-02', to: '2026-03-03' },
        { sort: 'date_desc', from: '2026-03-02', to: '2026-03-03' },
        { sort: 'date_asc', status: 'delivered' },
        // One order a page: some page starts exactly where a day starts.
        { sort: 'date_desc', pageSize: '1' },
        { sort: 'date_asc', status: 'delivered', pageSize: '1' },
        { sort: 'date_asc', from: '2026-03-02' },
        { sort: 'total_desc', status: 'confirmed', from: '2026-03-03' },
        { sort: 'date_asc', q: 'zzqx' },
        { sort: 'date_desc', q: '100_' },
        // A number with its prefix: the index is asked for the digits, the rows for all of it.
        { sort: 'date_desc', q: 'ORD-1014' },
        { sort: 'total_asc', q: 'rd-104' },
        { sort: 'date_desc', q: 'kissan 101' },
      ];
      for (const c of cases) {
        const want = expected(rows, c);
        const query = new URLSearchParams({ pageSize: '7', ...(c as Record<string, string>) });
        const byNumber: string[] = [];
        for (let n = 1; n <= 400; n++) {
          query.set('page', String(n));
          const d = await list(a, query.toString());
          if (n === 1) assert.equal(d.pagination.total, want.length, `${label} total ${JSON.stringify(c)}`);
          if (d.orders.length === 0) break;
          byNumber.push(...d.orders.map((o) => o._id));
        }
        assert.deepEqual(byNumber, want, `${label} pages by number ${JSON.stringify(c)}`);
        const byCursor: string[] = [];
        query.delete('page');
        for (let n = 1; n <= 400; n++) {
          const d = await list(a, query.toString());
          byCursor.push(...d.orders.map((o) => o._id));
          if (!d.pagination.nextCursor) break;
          query.set('after', d.pagination.nextCursor);
        }
        assert.deepEqual(byCursor, want, `${label} pages by cursor ${JSON.stringify(c)}`);
      }
    };

    test('every page and total agrees with the orders themselves, before and after orders move, change day and go', async () => {
      await seed(a, 150, 1000);
      // And orders over the months around them, so pages by number skip whole months.
      await seed(a, 80, 3000, '9 days', '2025-10-20 10:00:00+00');
      // The other company has the same names and numbers: none of its orders may show.
      await seed(b, 60, 1000);
      assert.ok((await list(a, 'q=kissan&pageSize=1')).pagination.total > 0);
      await check('seeded');
      // A cursor of the other company's list only says where to start: A's list after it holds A's orders.
      const theirs = (await list(b, 'pageSize=7&sort=date_desc')).pagination.nextCursor ?? '';
      const mine = new Set((await stored()).map((r) => r.id));
      const after = await list(a, `pageSize=50&sort=date_desc&after=${theirs}`);
      assert.ok(after.orders.length > 0);
      assert.ok(
        after.orders.every((o) => mine.has(o._id)),
        'none of the other company',
      );
      await ctx.app.db.query(`UPDATE orders SET status = 'cancelled' WHERE seller_id = $1 AND order_number LIKE 'ORD-10_5'`, [a.sellerId]);
      await ctx.app.db.query(`UPDATE orders SET order_date = order_date + interval '1 day' WHERE seller_id = $1 AND order_number LIKE 'ORD-11_3'`, [
        a.sellerId,
      ]);
      await ctx.app.db.query(`UPDATE orders SET customer_name = 'Kissan Seed Centre' WHERE seller_id = $1 AND order_number LIKE 'ORD-10_2'`, [a.sellerId]);
      await ctx.app.db.query(`DELETE FROM orders WHERE seller_id = $1 AND order_number LIKE 'ORD-11_7'`, [a.sellerId]);
      await check('changed');
    });
  });
}
