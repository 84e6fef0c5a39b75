import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { DRIVERS, appWithSellers, bearer, json, putProfile, type Session, type TestContext } from '../../helpers.ts';
import { pktDate } from '../../../src/platform/lib/pkt-dates.ts';
import type { Queryable } from '../../../src/platform/db/index.ts';

interface ActivityPage {
  data: { entries: { _id: string }[]; pagination: { total: number } };
}

/** The counters (audit_day_stats, migration 026) answer the activity log's totals: always what a count of the rows gives. */
for (const driver of DRIVERS) {
  describe(`the activity log's totals from per-day counters (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    const ana = crypto.randomUUID();
    const bilal = crypto.randomUUID();
    before(async () => {
      [ctx, a, b] = await appWithSellers(driver, ['verified', 'verified']);
    });
    after(async () => ctx.close());

    /** One INSERT statement of `count` entries, the g-th at `start` + g * `step`, modules and actors taken in turn. */
    const record = (s: Session, count: number, start: string, step: string, modules: string[], actors: (string | null)[]) =>
      ctx.app.db.query(
        `INSERT INTO audit_log (seller_id, actor_id, actor_name, module, entity, action, changes, at)
         SELECT $1, nullif(($2::text[])[1 + g % cardinality($2::text[])], '')::uuid, 'Tester', ($3::text[])[1 + g % cardinality($3::text[])],
                'orders', 'update', '{}', $4::timestamptz + g * $5::interval
           FROM generate_series(0, $6::int - 1) g`,
        [s.sellerId, actors.map((x) => x ?? ''), modules, start, step, count],
      );
    const total = async (s: Session, query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity?pageSize=1${query}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<ActivityPage>(res).data.pagination.total;
    };
    /** The expected total, counted here from the rows themselves (PKT day of each entry worked out in JS). */
    const counted = async (s: Session, f: { member?: string; module?: string; from?: string; to?: string }) => {
      const rows = await ctx.app.db.query<{ actor_id: string | null; module: string; at: Date }>(
        'SELECT actor_id, module, at FROM audit_log WHERE seller_id = $1',
        [s.sellerId],
      );
      return rows.filter(
        (r) =>
          (f.member === undefined || r.actor_id === f.member) &&
          (f.module === undefined || r.module === f.module) &&
          (f.from === undefined || pktDate(r.at) >= f.from) &&
          (f.to === undefined || pktDate(r.at) <= f.to),
      ).length;
    };
    const FILTERS: { member?: string; module?: string; from?: string; to?: string }[] = [
      {},
      { module: 'orders' },
      { module: 'catalog' },
      { module: 'team' },
      { member: ana },
      { member: bilal },
      { member: ana, module: 'catalog' },
      { from: '2025-05-02' },
      { to: '2025-05-01' },
      { from: '2025-05-01', to: '2025-05-01' },
      { from: '2025-05-02', to: '2025-05-02' },
      { from: '2025-04-30', to: '2025-05-03' },
      { member: bilal, module: 'orders', from: '2025-05-02', to: '2025-05-04' },
      { from: '2030-01-01' },
      // Whole months come from the month counters, the days of a cut month from the day counters.
      { from: '2025-05-01', to: '2025-05-31' },
      { from: '2025-04-01' },
      { to: '2025-04-30' },
      { from: '2025-04-15', to: '2025-06-30' },
      { member: ana, module: 'catalog', from: '2025-05-01' },
      { from: '2025-05-01', to: '2025-05-30' },
    ];
    const query = (f: Record<string, string | undefined>) =>
      Object.entries(f)
        .map(([k, v]) => `&${k}=${v}`)
        .join('');
    const assertTotals = async (when: string) => {
      for (const f of FILTERS) assert.equal(await total(a, query(f)), await counted(a, f), `${when}: ${JSON.stringify(f)}`);
      for (const f of FILTERS) assert.equal(await total(b, query(f)), await counted(b, f), `${when}, the other company: ${JSON.stringify(f)}`);
    };

    test('an entry at 23:30 PKT counts on its day and one at 00:30 PKT on the next, whichever day range is asked', async () => {
      await record(a, 1, '2025-05-01T23:30:00+05:00', '0', ['orders'], [ana]);
      await record(a, 1, '2025-05-02T00:30:00+05:00', '0', ['orders'], [ana]);
      assert.equal(await total(a, '&from=2025-05-01&to=2025-05-01'), 1);
      assert.equal(await total(a, '&from=2025-05-02&to=2025-05-02'), 1);
      assert.equal(await total(a, '&to=2025-05-01'), 1);
      assert.equal(await total(a, '&from=2025-05-02'), 1);
      assert.equal(await total(a, '&from=2025-05-01&to=2025-05-02'), 2);
      assert.equal(await total(a, '&from=2025-04-30&to=2025-04-30'), 0);
      assert.equal(await total(b, ''), 0, "another company's entries never count");
      // The listed entries follow the same PKT days as the totals.
      const listed = async (query: string) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity?pageSize=10${query}`, headers: bearer(a) });
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: { entries: { at: string }[] } }>(res).data.entries.map((e) => e.at);
      };
      assert.deepEqual(await listed('&from=2025-05-01&to=2025-05-01'), ['2025-05-01T18:30:00.000Z']);
      assert.deepEqual(await listed('&from=2025-05-02&to=2025-05-02'), ['2025-05-01T19:30:00.000Z']);
      assert.deepEqual(await listed('&from=2025-04-30&to=2025-04-30'), []);
    });

    test('a month is counted whole only when the range holds all of it: entries at both ends of May and next to them', async () => {
      for (const at of ['2025-04-30T23:59:00+05:00', '2025-05-01T00:00:00+05:00', '2025-05-31T23:30:00+05:00', '2025-06-01T00:30:00+05:00'])
        await record(a, 1, at, '0', ['catalog'], [ana]);
      for (const f of [
        { from: '2025-05-01', to: '2025-05-31' },
        { from: '2025-05-01', to: '2025-05-30' },
        { from: '2025-05-02', to: '2025-05-31' },
        { from: '2025-04-30', to: '2025-06-01' },
        { from: '2025-05-01' },
        { to: '2025-05-31' },
        { to: '2025-04-30' },
        { from: '2025-06-01' },
      ])
        assert.equal(await total(a, query(f)), await counted(a, f), JSON.stringify(f));
    });

    test('after bulk and single inserts and deletes, across modules, members and days, every filter total matches a count, per company', async () => {
      // Every 37 minutes from 2025-04-30 20:00 PKT for four days; members in turn, one slot with no user.
      await record(a, 160, '2025-04-30T20:00:00+05:00', '37 minutes', ['orders', 'catalog', 'team', 'orders'], [ana, bilal, null]);
      // The same days, modules and members for the other company.
      await record(b, 90, '2025-04-30T21:10:00+05:00', '53 minutes', ['catalog', 'orders'], [bilal, ana]);
      for (let i = 0; i < 5; i++) await record(a, 1, `2025-05-0${1 + i}T12:00:00+05:00`, '0', ['catalog'], [i % 2 ? ana : null]);
      await assertTotals('inserted');

      // Several statements of one transaction, then deletes of some of each company's rows.
      await ctx.app.db.transaction(async (tx) => {
        await tx.query(`DELETE FROM audit_log WHERE seller_id = $1 AND id % 3 = 0`, [a.sellerId]);
        await tx.query(`DELETE FROM audit_log WHERE seller_id = $1 AND module = 'team' AND at < '2025-05-02T00:00:00+05:00'`, [a.sellerId]);
        await tx.query(`DELETE FROM audit_log WHERE seller_id = $1 AND actor_id = $2 AND id % 2 = 0`, [b.sellerId, ana]);
      });
      await assertTotals('deleted');

      // A rolled-back insert leaves no trace in the totals.
      await assert.rejects(
        ctx.app.db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO audit_log (seller_id, actor_id, actor_name, module, entity, action, changes, at)
             VALUES ($1, $2, 'Tester', 'orders', 'orders', 'update', '{}', '2025-05-02T10:00:00+05:00')`,
            [a.sellerId, ana],
          );
          throw new Error('rolled back');
        }),
        /rolled back/,
      );
      await assertTotals('rolled back');
    });

    test('a member filter that names nobody counts no entry, not even those recorded with no user', async () => {
      assert.ok((await counted(a, {})) > (await counted(a, { member: ana })) + (await counted(a, { member: bilal })), 'entries with no user exist');
      assert.equal(await total(a, '&member=nobody'), 0);
      assert.equal(await total(a, '&member=00000000-0000-0000-0000-000000000000'), 0);
    });

    test('writes made through the API are counted as they are recorded', async () => {
      const before = await total(a, '');
      const res = await putProfile(ctx.app, a, { firstName: 'Counted', lastName: 'Change', phone: '03001234567' });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok((await total(a, '')) > before, 'the change is recorded');
      const today = { member: a.userId, module: 'account', from: pktDate(), to: pktDate() };
      assert.ok((await total(a, query(today))) > 0);
      assert.equal(await total(a, query(today)), await counted(a, today));
      assert.equal(await total(a, ''), await counted(a, {}));
    });

    if (driver === 'postgres') {
      test('two open transactions of the same member recording in the same module on the same day do not wait for each other', async () => {
        const insert = (tx: Queryable) =>
          tx.query(
            `INSERT INTO audit_log (seller_id, actor_id, actor_name, module, entity, action, changes)
             VALUES ($1, $2, 'Tester', 'orders', 'orders', 'update', '{}')`,
            [a.sellerId, ana],
          );
        let inserted!: () => void;
        const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const first = ctx.app.db.transaction(async (tx) => {
          await insert(tx);
          inserted();
          await held;
        });
        await firstInserted;
        try {
          await ctx.app.db.transaction(async (tx) => {
            await tx.query(`SET LOCAL lock_timeout = '2s'`, []);
            await insert(tx);
          });
        } finally {
          release();
          await first;
        }
        await assertTotals('concurrent');
      });
    }
  });
}
