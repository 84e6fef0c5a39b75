import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, registerSeller, type Session, type TestContext, appWithSellers, patchOrderStatus } from '../../helpers.ts';
import { pktMonthStart } from '../../../src/platform/lib/pkt-dates.ts';
import type { InsightsSummary, RetailerFigures } from '../../../src/modules/insights/queries/insights.ts';

interface Insights {
  data: { summary: InsightsSummary; topRetailers: RetailerFigures[] };
}
interface Details {
  data: { retailer: RetailerFigures; recentOrders: { _id: string; orderNumber: string; orderDate: string; total: number; status: string }[] };
}

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

async function addRetailer(ctx: TestContext, s: Session, name: string, city: string, rating: number | null) {
  const [row] = await ctx.app.db.query<{ id: string }>(
    `INSERT INTO retailers (seller_id, name, city, province, phone, rating) VALUES ($1, $2, $3, 'Punjab', '03001234567', $4) RETURNING id`,
    [s.sellerId, name, city, rating],
  );
  return row?.id ?? '';
}

let seq = 0;
async function addOrder(ctx: TestContext, s: Session, retailerId: string | null, date: string, totalPaisa: number, status = 'delivered') {
  seq += 1;
  await ctx.app.db.query(
    `INSERT INTO orders (seller_id, retailer_id, order_number, customer_name, order_date, total_paisa, status)
     VALUES ($1, $2, $3, 'Buyer', $4, $5, $6)`,
    [s.sellerId, retailerId, `INS-${seq}`, date, totalPaisa, status],
  );
}

for (const driver of DRIVERS) {
  describe(`retailer insights (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    const r = { big: '', mid: '', lapsed: '', idle: '', fresh: '', other: '' };
    before(async () => {
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified']);
      r.big = await addRetailer(ctx, a, 'Kissan Agri Store Multan', 'Multan', 4.8);
      r.mid = await addRetailer(ctx, a, 'Madina Khad Store Okara', 'Okara', 4.0);
      r.lapsed = await addRetailer(ctx, a, 'Zarai Markaz Sukkur', 'Sukkur', null);
      r.idle = await addRetailer(ctx, a, 'Never Ordered Traders', 'Kasur', 3.5);
      r.fresh = await addRetailer(ctx, a, 'Sabz Kisan Newcomer', 'Lahore', 4.6);
      r.other = await addRetailer(ctx, b, 'Secret Buyer of B', 'Hyderabad', 5.0);
      // big: PKR 30,000 delivered + 10,000 pending + a cancelled 99,999 (not revenue), ordering for a year
      await addOrder(ctx, a, r.big, daysAgo(400), 3_000_000);
      await addOrder(ctx, a, r.big, daysAgo(5), 1_000_000, 'pending');
      await addOrder(ctx, a, r.big, daysAgo(3), 9_999_900, 'cancelled');
      // mid: PKR 25,000 in two orders, last 80 days ago (still active)
      await addOrder(ctx, a, r.mid, daysAgo(200), 1_500_000);
      await addOrder(ctx, a, r.mid, daysAgo(80), 1_000_000);
      // lapsed: big spender, last order 120 days ago (not active)
      await addOrder(ctx, a, r.lapsed, daysAgo(120), 5_000_000);
      // fresh: first order this month (now), small
      await addOrder(ctx, a, r.fresh, new Date().toISOString(), 250_050, 'processing');
      // walk-in order without a retailer: no retailer figures
      await addOrder(ctx, a, null, daysAgo(1), 7_777_700);
      // seller b's retailer outspends everyone
      await addOrder(ctx, b, r.other, daysAgo(1), 99_999_900);
    });
    after(async () => ctx.close());

    const insights = async (s: Session, qs = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/retailer-insights${qs}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<Insights>(res).data;
    };

    test('tiles: active in 90 days, new this month, average rating, top performers', async () => {
      const { summary } = await insights(a);
      assert.deepEqual(summary, {
        activeRetailers: 3, // big, mid, fresh
        newThisMonth: 1, // fresh
        averageRating: 4.2, // (4.8 + 4.0 + 3.5 + 4.6) / 4 = 4.225
        ratedRetailers: 4,
        topPerformers: 2, // big 4.8 and fresh 4.6 are active and rated >= 4.5
        totalRetailers: 5,
      });
    });

    test('top retailers ranked by revenue (cancelled excluded), with order count, rating and location', async () => {
      const { topRetailers } = await insights(a);
      assert.deepEqual(
        topRetailers.map((t) => [t.name, t.orderCount, t.revenue, t.rating, t.active]),
        [
          ['Zarai Markaz Sukkur', 1, 50000, null, false],
          ['Kissan Agri Store Multan', 3, 40000, 4.8, true],
          ['Madina Khad Store Okara', 2, 25000, 4.0, true],
          ['Sabz Kisan Newcomer', 1, 2500.5, 4.6, true],
        ],
      );
      assert.equal(topRetailers[1]?.location, 'Multan, Punjab');
      assert.equal(topRetailers[1]?.averageOrderValue, 20000);
      assert.deepEqual(
        (await insights(a, '?limit=2')).topRetailers.map((t) => t.name),
        ['Zarai Markaz Sukkur', 'Kissan Agri Store Multan'],
      );
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/seller/retailer-insights?limit=0', headers: bearer(a) });
      assert.equal(bad.statusCode, 400);
    });

    test('retailer details: figures and recent orders, newest first', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/retailers/${r.big}?recent=2`, headers: bearer(a) });
      assert.equal(res.statusCode, 200, res.body);
      const { retailer, recentOrders } = json<Details>(res).data;
      assert.equal(retailer.name, 'Kissan Agri Store Multan');
      assert.equal(retailer.orderCount, 3);
      assert.equal(retailer.revenue, 40000);
      assert.ok(retailer.firstOrderDate && retailer.lastOrderDate && retailer.firstOrderDate < retailer.lastOrderDate);
      assert.deepEqual(
        recentOrders.map((o) => [o.status, o.total]),
        [
          ['cancelled', 99999],
          ['pending', 10000],
        ],
      );
      const idle = json<Details>(await ctx.app.inject({ method: 'GET', url: `/api/seller/retailers/${r.idle}`, headers: bearer(a) })).data;
      assert.deepEqual([idle.retailer.orderCount, idle.retailer.revenue, idle.retailer.lastOrderDate, idle.recentOrders], [0, 0, null, []]);
    });

    test("tenant isolation: another seller's retailers and orders never count, and answer 404", async () => {
      const mine = await insights(b);
      assert.deepEqual(
        mine.topRetailers.map((t) => [t.name, t.revenue]),
        [['Secret Buyer of B', 999999]],
      );
      assert.equal(mine.summary.totalRetailers, 1);
      assert.ok(!(await insights(a)).topRetailers.some((t) => t.name === 'Secret Buyer of B'));
      for (const url of [`/api/seller/retailers/${r.other}`, '/api/seller/retailers/not-a-uuid']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(a) });
        assert.equal(res.statusCode, 404, url);
        assert.equal(json(res).message, 'Retailer not found');
      }
    });

    test('View all retailers: every retailer of the seller a page at a time, searched by name or city, with the total', async () => {
      const list = async (query: string) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/retailers${query}`, headers: bearer(a) });
        assert.equal(res.statusCode, 200, res.body);
        const { retailers, pagination } = json<{ data: { retailers: { name: string }[]; pagination: unknown } }>(res).data;
        return { names: retailers.map((x) => x.name), pagination };
      };
      assert.deepEqual(await list('?page=2&pageSize=2'), {
        names: ['Never Ordered Traders', 'Sabz Kisan Newcomer'],
        pagination: { page: 2, pageSize: 2, total: 5 },
      });
      assert.deepEqual(await list('?page=3&pageSize=2'), { names: ['Zarai Markaz Sukkur'], pagination: { page: 3, pageSize: 2, total: 5 } });
      assert.deepEqual(await list('?q=store&pageSize=1'), { names: ['Kissan Agri Store Multan'], pagination: { page: 1, pageSize: 1, total: 2 } });
      assert.deepEqual(await list('?q=okara'), { names: ['Madina Khad Store Okara'], pagination: { page: 1, pageSize: 20, total: 1 } });
      // The new order's picker asks with q alone: the first 20, as before.
      assert.equal((await list('')).names.length, 5);
    });

    test('a seller without retailers gets zeros and no rating', async () => {
      const c = await registerSeller(ctx.app, { verified: true });
      assert.deepEqual(await insights(c), {
        summary: { activeRetailers: 0, newThisMonth: 0, averageRating: null, ratedRetailers: 0, topPerformers: 0, totalRetailers: 0 },
        topRetailers: [],
      });
    });

    test('figures follow status changes, retailer moves and deletes (trigger-maintained counters)', async () => {
      const [pending] = await ctx.app.db.query<{ id: string }>(`SELECT id FROM orders WHERE seller_id = $1 AND retailer_id = $2 AND status = 'pending'`, [
        a.sellerId,
        r.big,
      ]);
      const res = await patchOrderStatus(ctx.app, a, pending?.id ?? '', { status: 'cancelled', notes: 'Retailer asked to cancel' });
      assert.equal(res.statusCode, 200, res.body);
      await ctx.app.db.query(`DELETE FROM orders WHERE seller_id = $1 AND retailer_id = $2`, [a.sellerId, r.lapsed]);
      await ctx.app.db.query(`UPDATE orders SET retailer_id = $3 WHERE seller_id = $1 AND retailer_id = $2`, [a.sellerId, r.fresh, r.idle]);
      const { topRetailers, summary } = await insights(a);
      assert.deepEqual(
        topRetailers.map((t) => [t.name, t.orderCount, t.revenue]),
        [
          ['Kissan Agri Store Multan', 3, 30000],
          ['Madina Khad Store Okara', 2, 25000],
          ['Never Ordered Traders', 1, 2500.5],
        ],
      );
      assert.equal(summary.newThisMonth, 1);
      const [real] = await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE seller_id = $1 AND retailer_id IS NOT NULL`, [
        a.sellerId,
      ]);
      assert.equal(
        topRetailers.reduce((sum, t) => sum + t.orderCount, 0),
        real?.n,
      );
    });

    test('verification gate and authentication', async () => {
      const u = await registerSeller(ctx.app);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/retailer-insights', headers: bearer(u) });
      assert.equal(res.statusCode, 403);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/seller/retailer-insights' })).statusCode, 401);
    });
  });
}

describe('Pakistan month start', () => {
  test('the month turns at midnight Pakistan time', () => {
    assert.equal(pktMonthStart(new Date('2025-03-31T19:30:00Z')).toISOString(), '2025-03-31T19:00:00.000Z');
    assert.equal(pktMonthStart(new Date('2025-03-31T18:59:00Z')).toISOString(), '2025-02-28T19:00:00.000Z');
  });
});
