import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DRIVERS,
  assertFinds,
  assertInvalid,
  bearer,
  json,
  patchOrderStatus,
  registerSeller,
  type Session,
  type TestContext,
  appWithSellers,
} from '../../helpers.ts';
import { csvField, rupeesText } from '../../../src/platform/lib/csv.ts';
import { pktDate as pktDay } from '../../../src/platform/lib/pkt-dates.ts';
import { listNotifications } from '../../../src/modules/notifications/queries/notifications.ts';
import type { OrderDetail } from '../../../src/modules/orders/schemas/orders.ts';

/** A member of the company other than the one making the changes. */
const COLLEAGUE = '00000000-0000-4000-8000-000000000001';

interface OrderList {
  data: {
    orders: { _id: string; orderNumber: string; customer: { name: string }; total: number; status: string; orderDate: string }[];
    summary: { totalOrders: number; pendingOrders: number; processingOrders: number; completedOrders: number };
    pagination: { page: number; pageSize: number; total: number; nextCursor: string | null };
  };
}

async function addOrder(ctx: TestContext, s: Session, o: { number: string; customer: string; date: string; totalPaisa: number; status: string }) {
  const [row] = await ctx.app.db.query<{ id: string }>(
    `INSERT INTO orders (seller_id, order_number, customer_name, customer_city, order_date, total_paisa, status, items)
     VALUES ($1, $2, $3, 'Lahore', $4, $5, $6, '[]'::jsonb) RETURNING id`,
    [s.sellerId, o.number, o.customer, o.date, o.totalPaisa, o.status],
  );
  return row?.id ?? '';
}

for (const driver of DRIVERS) {
  describe(`seller orders (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    let ids: Record<string, string>;
    before(async () => {
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified']);
      ids = {
        p1: await addOrder(ctx, a, {
          number: 'ORD-1001',
          customer: 'Kissan Agri Store',
          date: '2025-01-10T10:00:00Z',
          totalPaisa: 1_050_050,
          status: 'pending',
        }),
        p2: await addOrder(ctx, a, {
          number: 'ORD-1002',
          customer: "Al-Rehman's 100% Beej_Ghar",
          date: '2025-02-10T10:00:00Z',
          totalPaisa: 200_000,
          status: 'processing',
        }),
        p3: await addOrder(ctx, a, {
          number: 'ORD-1003',
          customer: 'Back\\Slash Traders',
          date: '2025-03-10T10:00:00Z',
          totalPaisa: 5_000_000,
          status: 'delivered',
        }),
        p4: await addOrder(ctx, a, {
          number: 'ORD-1004',
          customer: 'Madina Khad Store',
          date: '2025-03-20T20:30:00Z',
          totalPaisa: 75_000,
          status: 'cancelled',
        }),
        p5: await addOrder(ctx, a, {
          number: 'ORD-1005',
          customer: 'kissan zarai markaz',
          date: '2025-04-01T00:00:00Z',
          totalPaisa: 300_000,
          status: 'shipped',
        }),
        b1: await addOrder(ctx, b, {
          number: 'ORD-9001',
          customer: 'Kissan Secret Buyer',
          date: '2025-01-15T10:00:00Z',
          totalPaisa: 999_900,
          status: 'pending',
        }),
      };
    });
    after(async () => ctx.close());

    const list = async (s: Session, qs = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders${qs}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<OrderList>(res).data;
    };
    const numbersOf = (d: OrderList['data']) => d.orders.map((o) => o.orderNumber);

    test("list: newest first, money in rupees, summary over all the seller's orders", async () => {
      const d = await list(a);
      assert.deepEqual(numbersOf(d), ['ORD-1005', 'ORD-1004', 'ORD-1003', 'ORD-1002', 'ORD-1001']);
      assert.equal(d.orders.find((o) => o.orderNumber === 'ORD-1001')?.total, 10500.5);
      assert.deepEqual(d.summary, { totalOrders: 5, pendingOrders: 1, processingOrders: 2, completedOrders: 1 });
      assert.deepEqual(d.pagination, { page: 1, pageSize: 20, total: 5, nextCursor: null });
      // Each order as the list shows it, without its lines: the order's page has them. The list's rows
      // are written by the database and the page's by the server: every field reads the same, a
      // time with microseconds and an amount in paisa included.
      await addOrder(ctx, b, { number: 'ORD-7', customer: 'Micro Traders', date: '2025-04-01T00:00:00.123789Z', totalPaisa: 1_234_567, status: 'shipped' });
      for (const s of [a, b]) {
        const listed = (await list(s)).orders;
        assert.deepEqual(Object.keys(listed[0] ?? {}), [
          '_id',
          'orderNumber',
          'customer',
          'orderDate',
          'total',
          'salesTax',
          'grandTotal',
          'status',
          'notes',
          'updatedAt',
          'nextStatuses',
        ]);
        for (const order of listed) {
          const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders/${order.orderNumber}`, headers: bearer(s) });
          assert.equal(res.statusCode, 200, res.body);
          const page = json<{ data: { order: Record<string, unknown> } }>(res).data.order;
          assert.deepEqual(order, Object.fromEntries(Object.keys(order).map((k) => [k, page[k]])), order.orderNumber);
        }
      }
      assert.equal((await list(b)).orders.find((o) => o.orderNumber === 'ORD-7')?.orderDate, '2025-04-01T00:00:00.123Z');
      // A number in small letters, as typed into a link, opens the same order.
      for (const ref of ['ord-7', 'Ord-7']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders/${ref}`, headers: bearer(b) });
        assert.equal(res.statusCode, 200, `${ref}: ${res.body}`);
        assert.equal(json<{ data: { order: { orderNumber: string } } }>(res).data.order.orderNumber, 'ORD-7');
      }
    });

    test('list: q over customer name or order number, case-insensitive; status; dates; sort; paging', async () => {
      assert.deepEqual(numbersOf(await list(a, '?q=KISSAN')).sort(), ['ORD-1001', 'ORD-1005']);
      assert.deepEqual(numbersOf(await list(a, '?q=ord-1003')), ['ORD-1003']);
      assert.deepEqual(numbersOf(await list(a, '?status=processing')), ['ORD-1002']);
      const range = await list(a, '?from=2025-02-01&to=2025-03-10');
      assert.deepEqual(numbersOf(range), ['ORD-1003', 'ORD-1002']);
      assert.equal(range.pagination.total, 2);
      // 2025-03-20T20:30Z is 2025-03-21 01:30 in Pakistan: a PKT day filter
      assert.deepEqual(numbersOf(await list(a, '?from=2025-03-21&to=2025-03-21')), ['ORD-1004']);
      assert.deepEqual(numbersOf(await list(a, '?sort=total_desc'))[0], 'ORD-1003');
      assert.deepEqual(numbersOf(await list(a, '?sort=total_asc'))[0], 'ORD-1004');
      assert.deepEqual(numbersOf(await list(a, '?sort=date_asc'))[0], 'ORD-1001');
      const p2 = await list(a, '?page=2&pageSize=2');
      assert.deepEqual(numbersOf(p2), ['ORD-1003', 'ORD-1002']);
      assert.deepEqual({ ...p2.pagination, nextCursor: typeof p2.pagination.nextCursor }, { page: 2, pageSize: 2, total: 5, nextCursor: 'string' });
      for (const bad of ['?status=lost', '?sort=random', '?page=0', '?pageSize=1000', '?from=yesterday']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders${bad}`, headers: bearer(a) });
        assert.equal(res.statusCode, 400, bad);
        assert.ok(json(res).message, bad);
      }
    });

    test("q matches SQL metacharacters ' % _ \\ literally", async () => {
      const numbers = async (q: string) => numbersOf(await list(a, `?q=${encodeURIComponent(q)}`));
      await assertFinds(numbers, [
        ["Al-Rehman's", ['ORD-1002']],
        ['100%', ['ORD-1002']],
        ['_', ['ORD-1002']],
        ['\\', ['ORD-1003']],
      ]);
      assert.equal((await numbers('%')).length, 1);
      assert.equal((await numbers("' OR 1=1 --")).length, 0);
    });

    test("tenant isolation: another seller's orders never appear and answer 404", async () => {
      const all = await list(b, '?q=kissan&pageSize=100');
      assert.deepEqual(numbersOf(all), ['ORD-9001']);
      assert.equal((await list(a, '?q=Secret')).orders.length, 0);
      assert.equal((await list(a, '?page=2&pageSize=5')).orders.length, 0);
      assert.equal((await patchOrderStatus(ctx.app, a, ids.b1 ?? '', { status: 'delivered' })).statusCode, 404);
      const [row] = await ctx.app.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [ids.b1 ?? '']);
      assert.equal(row?.status, 'pending');
      assert.equal((await patchOrderStatus(ctx.app, a, 'not-a-uuid', { status: 'delivered' })).statusCode, 404);
    });

    test('status change: follows the lifecycle, stores notes and history, notifies the colleagues; refusals say why', async () => {
      const patch = (id: string, payload: Record<string, unknown>) => patchOrderStatus(ctx.app, a, id, payload);
      const before = json<{ unreadCount: number }>(await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(a) })).unreadCount;
      const skip = await patch(ids.p1 ?? '', { status: 'delivered' });
      assert.equal(skip.statusCode, 409);
      assert.equal(json(skip).message, 'A pending order cannot be marked delivered; it can be confirmed or cancelled');
      const ok = await patch(ids.p1 ?? '', { status: 'confirmed', notes: 'Confirmed by phone with Haji Sahib' });
      assert.equal(ok.statusCode, 200, ok.body);
      const order = json<{ data: { order: OrderDetail } }>(ok).data.order;
      assert.equal(order.status, 'confirmed');
      assert.equal(order.notes, 'Confirmed by phone with Haji Sahib');
      assert.deepEqual(order.nextStatuses, ['processing', 'cancelled']);
      const last = order.history.at(-1);
      assert.deepEqual([last?.from, last?.status, last?.notes], ['pending', 'confirmed', 'Confirmed by phone with Haji Sahib']);
      assert.ok(last?.changedBy, 'the timeline names who moved the order');
      assert.ok(!Number.isNaN(Date.parse(last?.changedAt ?? '')));
      // The colleagues hear of the move; the member who made it does not (docs/decisions/0163-actor-not-notified-by-hiding.md).
      const own = json<{ unreadCount: number }>(await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(a) }));
      assert.equal(own.unreadCount, before);
      const colleague = await listNotifications(ctx.app.db, { sellerId: a.sellerId, userId: COLLEAGUE, areas: [] });
      assert.match(colleague.notifications.find((n) => n.kind === 'order_status')?.message ?? '', /^Order ORD-1001 for .* is now confirmed\.$/);

      assert.equal((await patch(ids.p1 ?? '', { status: 'processing' })).statusCode, 200);
      assertInvalid(await patch(ids.p1 ?? '', { status: 'shipped', courier: ' ' }), {
        courier: 'Courier is required to ship an order',
        trackingNumber: 'Tracking number is required to ship an order',
      });
      const shipped = await patch(ids.p1 ?? '', { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS-778812' });
      assert.equal(shipped.statusCode, 200, shipped.body);
      const shipment = json<{ data: { order: { shipment: { courier: string; trackingNumber: string; shippedAt: string; deliveredAt: null } } } }>(shipped).data
        .order.shipment;
      assert.deepEqual([shipment.courier, shipment.trackingNumber, shipment.deliveredAt], ['TCS', 'TCS-778812', null]);
      assert.equal((await patch(ids.p1 ?? '', { status: 'delivered' })).statusCode, 200);

      const again = await patch(ids.p1 ?? '', { status: 'cancelled', notes: 'Too late' });
      assert.equal(again.statusCode, 409);
      assert.equal(json(again).message, 'Order is already delivered');
      const cancelled = await patch(ids.p4 ?? '', { status: 'delivered' });
      assert.equal(cancelled.statusCode, 409);
      assert.equal(json(cancelled).message, 'Order is already cancelled');
      assert.equal((await patch(ids.p5 ?? '', { status: 'pending' })).statusCode, 409);
      const shippedCancel = await patch(ids.p5 ?? '', { status: 'cancelled', notes: 'Retailer closed' });
      assert.equal(json(shippedCancel).message, 'A shipped order cannot be cancelled; it can be marked delivered');
      assertInvalid(await patch(ids.p2 ?? '', { status: 'cancelled' }), { notes: 'Please give a reason for cancelling' });
      assert.equal((await patch(ids.p2 ?? '', { status: 'cancelled', notes: 'Retailer changed the order' })).statusCode, 200);
      const invalid = await patch(ids.p2 ?? '', { status: 'lost' });
      assert.equal(invalid.statusCode, 400);
      assert.match(json(invalid).message, /Status must be one of/);
      assert.equal((await patch(ids.p2 ?? '', {})).statusCode, 400);
    });

    test('trigger-maintained summary counters agree with the rows after inserts, updates and deletes', async () => {
      await ctx.app.db.query(`UPDATE orders SET status = 'confirmed' WHERE seller_id = $1 AND status = 'processing'`, [a.sellerId]);
      await ctx.app.db.query(`DELETE FROM orders WHERE seller_id = $1 AND order_number = 'ORD-1003'`, [a.sellerId]);
      const d = await list(a);
      const [real] = await ctx.app.db.query<{ total: number; pending: number; processing: number; completed: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending,
                count(*) FILTER (WHERE status IN ('confirmed','processing','shipped'))::int AS processing,
                count(*) FILTER (WHERE status = 'delivered')::int AS completed FROM orders WHERE seller_id = $1`,
        [a.sellerId],
      );
      assert.deepEqual(d.summary, {
        totalOrders: real?.total,
        pendingOrders: real?.pending,
        processingOrders: real?.processing,
        completedOrders: real?.completed,
      });
      assert.equal(d.pagination.total, real?.total);
      assert.equal((await list(a, '?status=confirmed')).pagination.total, (await list(a, '?status=confirmed&q=ORD')).pagination.total);
    });

    test('in_progress lists exactly what the Processing card counts: confirmed, processing and shipped, with any search, range or page', async () => {
      await addOrder(ctx, a, { number: 'ORD-1101', customer: 'Progress Agro One', date: '2025-02-02T10:00:00Z', totalPaisa: 10_000, status: 'confirmed' });
      await addOrder(ctx, a, { number: 'ORD-1102', customer: 'Progress Agro Two', date: '2025-02-03T10:00:00Z', totalPaisa: 20_000, status: 'shipped' });
      await addOrder(ctx, a, { number: 'ORD-1103', customer: 'Progress Agro Three', date: '2025-02-04T10:00:00Z', totalPaisa: 30_000, status: 'delivered' });
      const [real] = await ctx.app.db.query<{ numbers: string[] }>(
        `SELECT array_agg(order_number ORDER BY order_date DESC, id DESC) AS numbers FROM orders
          WHERE seller_id = $1 AND status IN ('confirmed', 'processing', 'shipped')`,
        [a.sellerId],
      );
      const all = await list(a, '?status=in_progress&pageSize=100');
      assert.deepEqual(numbersOf(all), real?.numbers);
      assert.equal(all.pagination.total, all.summary.processingOrders);
      assert.ok(all.orders.every((o) => ['confirmed', 'processing', 'shipped'].includes(o.status)));
      // The same through the day counters (a whole-day range), a search, and pages by number.
      const ranged = await list(a, '?status=in_progress&from=2024-01-01&to=2099-12-31&pageSize=100');
      assert.deepEqual(numbersOf(ranged), real?.numbers);
      assert.equal(ranged.pagination.total, real?.numbers.length);
      assert.deepEqual(numbersOf(await list(a, '?status=IN_PROGRESS&q=progress%20agro&pageSize=100')), ['ORD-1102', 'ORD-1101']);
      assert.equal((await list(a, '?status=in_progress&q=progress%20agro')).pagination.total, 2);
      const second = await list(a, '?status=in_progress&from=2024-01-01&to=2099-12-31&pageSize=1&page=2');
      assert.deepEqual(numbersOf(second), real?.numbers.slice(1, 2));
      const csv = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders/export?status=in_progress', headers: bearer(a) });
      assert.equal(csv.statusCode, 200);
      assert.deepEqual(
        real?.numbers.filter((n) => !csv.body.includes(n)),
        [],
      );
      assert.ok(!csv.body.includes('ORD-1103'), 'a delivered order is not under way');
      await ctx.app.db.query(`DELETE FROM orders WHERE seller_id = $1 AND customer_name LIKE 'Progress Agro%'`, [a.sellerId]);
    });

    test('search totals from the customer counters equal a row count, for names, numbers, statuses and dates', async () => {
      await addOrder(ctx, a, { number: 'KIS-77', customer: 'Madina Traders', date: '2025-05-01T10:00:00Z', totalPaisa: 10_000, status: 'pending' });
      await ctx.app.db.query(`UPDATE orders SET customer_name = 'Kissan Corner' WHERE seller_id = $1 AND order_number = 'ORD-1004'`, [a.sellerId]);
      const cases = [
        '?q=kissan',
        '?q=KIS',
        '?q=ord-100',
        '?q=traders',
        '?q=kissan&status=pending',
        '?q=kis&status=cancelled',
        '?q=kissan&from=2000-01-01&to=2099-12-31',
        '?q=kissan&from=2025-03-01',
        '?from=2025-01-01&to=2025-03-31',
        '?q=nobody',
      ];
      for (const qs of cases) {
        const d = await list(a, `${qs}&pageSize=100`);
        assert.equal(d.pagination.total, d.orders.length, qs);
      }
      assert.equal((await list(a, '?q=kis')).pagination.total, 4);
      // A range that covers every order answers like no range at all.
      assert.deepEqual(await list(a, '?from=2024-01-01&to=2099-01-01'), await list(a));
    });

    test("export: the filtered orders as orders_export.csv with a BOM, RFC 4180 quoting and PKT dates; another seller's never", async () => {
      const p = (customer: string, number: string, date: string, status = 'pending') =>
        addOrder(ctx, a, { number, customer, date, totalPaisa: 123_405, status });
      await p('Comma, Quote "Q" Traders', 'EXP-1', '2025-06-01T19:30:00Z');
      await p('Line\nBreak Agri', 'EXP-2', '2025-06-02T10:00:00Z', 'shipped');
      await p('کسان زرعی مرکز', 'EXP-3', '2025-06-03T10:00:00Z');
      await p('=HYPERLINK("x")', 'EXP-4', '2025-06-04T10:00:00Z');
      await addOrder(ctx, b, { number: 'EXP-9', customer: 'Hidden', date: '2025-06-02T10:00:00Z', totalPaisa: 1, status: 'pending' });
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders/export?q=exp-&sort=date_asc', headers: bearer(a) });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
      assert.equal(res.headers['content-disposition'], 'attachment; filename="orders_export.csv"');
      assert.equal(res.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf');
      assert.equal(
        res.body,
        '\uFEFFOrder Number,Customer,Date,Total,Status\r\n' +
          'EXP-1,"Comma, Quote ""Q"" Traders",2025-06-02,1234.05,Pending\r\n' +
          'EXP-2,"Line\nBreak Agri",2025-06-02,1234.05,Shipped\r\n' +
          'EXP-3,کسان زرعی مرکز,2025-06-03,1234.05,Pending\r\n' +
          `EXP-4,"'=HYPERLINK(""x"")",2025-06-04,1234.05,Pending\r\n`,
      );
      const filtered = await ctx.app.inject({
        method: 'GET',
        url: '/api/seller/orders/export?q=exp-&status=shipped&from=2025-06-02&to=2025-06-02',
        headers: bearer(a),
      });
      assert.deepEqual(filtered.body.split('\r\n').slice(1), ['EXP-2,"Line\nBreak Agri",2025-06-02,1234.05,Shipped', '']);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders/export?status=lost', headers: bearer(a) });
      assert.equal(bad.statusCode, 400);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/seller/orders/export' })).statusCode, 401);
    });

    test('export: every matching order across keyset batches, in list order, once each', async () => {
      const c = await registerSeller(ctx.app, { verified: true });
      // 4500 orders, many sharing a timestamp (with microseconds) or a total: the cursor must break ties by id.
      await ctx.app.db.query(
        `INSERT INTO orders (seller_id, order_number, customer_name, order_date, total_paisa, status)
         SELECT $1, 'BULK-' || g, 'Bulk Buyer ' || (g % 7),
                timestamptz '2025-01-01 00:00:00.123456+00' + (g / 3) * interval '1 minute', (g % 50) * 100, 'pending'
           FROM generate_series(1, 4500) AS g`,
        [c.sellerId],
      );
      for (const sort of ['date_desc', 'date_asc', 'total_desc', 'total_asc']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders/export?sort=${sort}`, headers: bearer(c) });
        const lines = res.body.split('\r\n').slice(1, -1);
        assert.equal(lines.length, 4500, sort);
        assert.equal(new Set(lines.map((l) => l.split(',')[0])).size, 4500, sort);
        const first = await list(c, `?sort=${sort}&pageSize=5`);
        assert.deepEqual(
          lines.slice(0, 5).map((l) => l.split(',')[0]),
          first.orders.map((o) => o.orderNumber),
          sort,
        );
      }
      const some = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders/export?q=buyer%203', headers: bearer(c) });
      assert.equal(some.body.split('\r\n').length - 2, (await list(c, '?q=buyer%203')).pagination.total);
    });

    test('list by cursor: following nextCursor gives the pages by number, each order once, for every sort and filter', async () => {
      const c = await registerSeller(ctx.app, { verified: true });
      // Ties on the sort value (a shared timestamp with microseconds, a shared total) must break by id.
      await ctx.app.db.query(
        `INSERT INTO orders (seller_id, order_number, customer_name, order_date, total_paisa, status)
         SELECT $1, 'KEY-' || g, 'Keyset Buyer ' || (g % 5),
                timestamptz '2025-01-01 00:00:00.123456+00' + (g / 4) * interval '1 minute', (g % 9) * 100,
                (ARRAY['pending','confirmed','delivered'])[1 + g % 3]
           FROM generate_series(1, 230) AS g`,
        [c.sellerId],
      );
      for (const sort of ['date_desc', 'date_asc', 'total_desc', 'total_asc']) {
        for (const filter of ['', '&status=delivered', '&q=buyer%203']) {
          const byNumber: string[] = [];
          for (let page = 1; ; page++) {
            const d = await list(c, `?sort=${sort}&pageSize=20&page=${page}${filter}`);
            if (d.orders.length === 0) break;
            byNumber.push(...numbersOf(d));
          }
          const byCursor: string[] = [];
          let after = '';
          for (let page = 1; ; page++) {
            const d = await list(c, `?sort=${sort}&pageSize=20&page=${page}${filter}${after}`);
            byCursor.push(...numbersOf(d));
            assert.equal(d.pagination.page, page);
            if (!d.pagination.nextCursor) break;
            after = `&after=${d.pagination.nextCursor}`;
          }
          assert.deepEqual(byCursor, byNumber, `${sort}${filter}`);
          assert.equal(new Set(byCursor).size, byCursor.length, `${sort}${filter}`);
          assert.equal(byCursor.length, (await list(c, `?sort=${sort}${filter}`)).pagination.total, `${sort}${filter}`);
        }
      }
      // A cursor of another sort, or made up, is refused rather than giving a wrong page.
      const dated = (await list(c, '?sort=date_desc&pageSize=5')).pagination.nextCursor ?? '';
      const made = Buffer.from(JSON.stringify(['date_desc', "2025-01-01'; DROP TABLE orders", c.sellerId])).toString('base64url');
      for (const bad of [`sort=total_desc&after=${dated}`, 'after=nonsense', `after=${made}`]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/orders?${bad}`, headers: bearer(c) });
        assert.equal(res.statusCode, 400, bad);
        assert.ok(json(res).errors?.after, bad);
      }
    });

    test('verification gate: an unverified seller gets 403 on /seller/*', async () => {
      const u = await registerSeller(ctx.app);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders', headers: bearer(u) });
      assert.equal(res.statusCode, 403);
      assert.equal(json(res).message, 'Your account is pending verification');
      const noAuth = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders' });
      assert.equal(noAuth.statusCode, 401);
    });
  });
}

describe('orders CSV fields', () => {
  test('quotes only what RFC 4180 requires and neutralises formulas', () => {
    assert.equal(csvField('Plain Traders'), 'Plain Traders');
    assert.equal(csvField('A, B'), '"A, B"');
    assert.equal(csvField('Say "hi"'), '"Say ""hi"""');
    assert.equal(csvField('two\r\nlines'), '"two\r\nlines"');
    assert.equal(csvField('+92 300'), "'+92 300");
    assert.equal(csvField('-1'), "'-1");
    assert.equal(csvField('@sum'), "'@sum");
  });
  test('money and Pakistan-time days', () => {
    assert.equal(rupeesText(1_050_050), '10500.50');
    assert.equal(rupeesText(5), '0.05');
    assert.equal(rupeesText(0), '0.00');
    assert.equal(pktDay(new Date('2025-03-20T18:59:59Z')), '2025-03-20');
    assert.equal(pktDay(new Date('2025-03-20T19:00:00Z')), '2025-03-21');
  });
});
