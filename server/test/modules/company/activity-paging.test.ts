import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, bearer, json, type Session, type TestContext } from '../../helpers.ts';

interface ActivityPage {
  data: { entries: { _id: string }[]; pagination: { page: number; pageSize: number; total: number; nextCursor?: string | null } };
}

for (const driver of DRIVERS) {
  describe(`the activity log at scale: cursors (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    before(async () => {
      [ctx, a] = await appWithSellers(driver, ['verified']);
    });
    after(async () => ctx.close());

    /** `count` recorded changes for the seller, several sharing a time to the microsecond. */
    const record = (s: Session, count: number, module: string, actor: string | null) =>
      ctx.app.db.query(
        `INSERT INTO audit_log (seller_id, actor_id, actor_name, module, entity, action, changes, at)
         SELECT $1, $2, 'Tester', $3, 'orders', 'update', '{}', timestamptz '2025-05-01 00:00:00.654321+00' + (g / 3) * interval '1 second'
           FROM generate_series(1, $4::int) g`,
        [s.sellerId, actor, module, count],
      );
    const page = async (s: Session, query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity?${query}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<ActivityPage>(res).data;
    };

    test('following nextCursor gives the pages by number, each entry once; totals with and without filters match a count', async () => {
      await record(a, 130, 'orders', a.userId);
      await record(a, 40, 'catalog', null);
      for (const filter of ['', '&module=orders', '&module=catalog', `&member=${a.userId}`, `&member=${a.userId}&module=catalog`, '&from=2025-05-01']) {
        const byNumber: string[] = [];
        for (let n = 1; ; n++) {
          const d = await page(a, `pageSize=25&page=${n}${filter}`);
          if (d.entries.length === 0) break;
          byNumber.push(...d.entries.map((e) => e._id));
        }
        const byCursor: string[] = [];
        let cursor = '';
        for (let n = 1; ; n++) {
          const d = await page(a, `pageSize=25&page=${n}${filter}${cursor}`);
          byCursor.push(...d.entries.map((e) => e._id));
          if (!d.pagination.nextCursor) break;
          cursor = `&after=${d.pagination.nextCursor}`;
        }
        assert.deepEqual(byCursor, byNumber, filter);
        assert.equal(new Set(byCursor).size, byCursor.length, filter);
        assert.equal((await page(a, `pageSize=1${filter}`)).pagination.total, byNumber.length, filter);
      }
      for (const bad of ['after=nonsense', `after=${Buffer.from('["2025-01-01", 0]').toString('base64url')}`]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity?${bad}`, headers: bearer(a) });
        assert.equal(res.statusCode, 400, bad);
        assert.ok(json(res).errors?.after, bad);
      }
    });
  });
}
