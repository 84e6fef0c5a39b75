import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, createTestApp, json, loginDemo, patchOrderStatus, registerSeller, type Session, type TestContext } from '../../helpers.ts';

interface Entry {
  entity: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  record: { label: string | null; link: string | null };
}

// Issue 41, item 3: the activity log answers "who changed order X": each entry names its record and
// links to it, and the log filters by record.
for (const driver of DRIVERS) {
  describe(`activity entries name their records (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    let other: Session;

    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      seller = await loginDemo(ctx.app, 'seller@demo.pk');
      other = await registerSeller(ctx.app, { verified: true });
    });
    after(() => ctx.close());

    const activity = async (s: Session, query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity${query}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: { entries: Entry[]; pagination: { total: number } } }>(res).data;
    };

    test("an order's changes carry its number and link, and filtering by the number (any case) lists exactly them", async () => {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders?status=pending&pageSize=2', headers: bearer(seller) });
      const [order, neighbour] = json<{ data: { orders: { _id: string; orderNumber: string }[] } }>(list).data.orders;
      assert.ok(order && neighbour);
      const cancelled = await patchOrderStatus(ctx.app, seller, order._id, { status: 'cancelled', notes: 'Retailer called it off' });
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const other2 = await patchOrderStatus(ctx.app, seller, neighbour._id, { status: 'cancelled', notes: 'Duplicate' });
      assert.equal(other2.statusCode, 200, other2.body);

      const mine = await activity(seller, `?record=${order.orderNumber.toLowerCase()}`);
      assert.ok(mine.pagination.total >= 1);
      assert.equal(mine.pagination.total, mine.entries.length);
      for (const e of mine.entries) assert.deepEqual(e.record, { label: order.orderNumber, link: `/order-management/${order.orderNumber}` });
      const change = mine.entries.find((e) => e.entity === 'orders' && e.action === 'update');
      assert.deepEqual(change?.changes.status, { before: 'pending', after: 'cancelled' });
      // The neighbour's cancel is not among them; both are under the number's start.
      assert.ok(!mine.entries.some((e) => e.record.label === neighbour.orderNumber));
      const both = await activity(seller, `?record=${encodeURIComponent(' ORD- ')}&module=orders&pageSize=100`);
      assert.ok(both.entries.some((e) => e.record.label === neighbour.orderNumber) && both.entries.some((e) => e.record.label === order.orderNumber));
      // LIKE's wildcards are plain characters, and another company never sees the record.
      assert.equal((await activity(seller, '?record=%25')).pagination.total, 0);
      assert.equal((await activity(seller, '?record=_RD')).pagination.total, 0);
      assert.equal((await activity(other, `?record=${order.orderNumber}`)).pagination.total, 0);

      const csv = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity/export?record=${order.orderNumber}`, headers: bearer(seller) });
      assert.equal(csv.statusCode, 200);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.equal(lines[0], 'Time (UTC),Member,IP,Module,Record,Record ID,Record name,Action,Changes');
      assert.equal(lines.length, mine.pagination.total + 1);
      assert.ok(lines.slice(1).every((l) => l.includes(`,${order.orderNumber},`)));
    });

    test('a company setting names its record, and each entry keeps the name the record had when changed', async () => {
      const company = json<{ data: { company: Record<string, unknown> } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/company', headers: bearer(seller) }),
      ).data.company;
      const renamed = await ctx.app.inject({
        method: 'PUT',
        url: '/api/company',
        headers: bearer(seller),
        payload: { ...company, companyName: 'Kissan Agro (Pvt) Ltd', salesTaxRate: '17' },
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      const back = await ctx.app.inject({ method: 'PUT', url: '/api/company', headers: bearer(seller), payload: company });
      assert.equal(back.statusCode, 200, back.body);
      const [restored, changed] = (await activity(seller, '?module=settings&pageSize=2')).entries;
      assert.deepEqual(changed?.record, { label: 'Kissan Agro (Pvt) Ltd', link: '/settings' });
      assert.deepEqual(restored?.record, { label: company.companyName, link: '/settings' });
    });
  });
}
