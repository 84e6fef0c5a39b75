import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, createTestApp, json, loginDemo, type Session, type TestContext } from '../helpers.ts';

/**
 * The permission matrix (docs/permissions.md), written out here on its own rather than read from
 * platform/auth/permissions.ts: a change to either shows up as a failure. Route prefix -> least role that may
 * write there.
 */
const LEAST_ROLE_BY_PREFIX: [RegExp, string][] = [
  [/^\/api\/seller\/products/, 'editor'],
  [/^\/api\/seller\/pricing-rules/, 'editor'],
  [/^\/api\/documents/, 'editor'],
  [/^\/api\/seller\/orders/, 'manager'],
  [/^\/api\/seller\/logistics/, 'manager'],
  [/^\/api\/seller\/payments/, 'manager'],
  [/^\/api\/seller\/financing/, 'manager'],
  [/^\/api\/seller\/retailer-accounts/, 'manager'],
  [/^\/api\/seller\/credit-settings/, 'admin'],
  [/^\/api\/company/, 'admin'],
  [/^\/api\/support/, 'manager'],
  [/^\/api\/seller\/team/, 'admin'],
  [/^\/api\/notifications\/preferences/, 'admin'],
  [/^\/api\/notifications/, 'viewer'],
  [/^\/api\/profile/, 'viewer'],
];
const RANK = ['viewer', 'editor', 'manager', 'admin'];
/** The demo company's member of each role (password Seller@123). */
const MEMBER_OF_ROLE: Record<string, string> = {
  viewer: 'farah.naz@punjabagro.pk',
  editor: 'bilal.ahmed@punjabagro.pk',
  manager: 'ayesha.khan@punjabagro.pk',
  admin: 'seller@demo.pk',
};
const METHODS = ['post', 'put', 'patch', 'delete'] as const;

for (const driver of DRIVERS) {
  describe(`permission matrix, route by route (${driver})`, () => {
    let ctx: TestContext;
    const sessions: Record<string, Session> = {};
    let writes: { method: string; url: string; least: string }[] = [];

    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      for (const [role, email] of Object.entries(MEMBER_OF_ROLE)) sessions[role] = await loginDemo(ctx.app, email);
      // Every write the API documents, but for the public ones (sign-in, invitations).
      const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      for (const [path, ops] of Object.entries(doc.paths)) {
        if (path.startsWith('/api/auth') || path.startsWith('/api/invitations')) continue;
        for (const method of METHODS) {
          if (!ops[method]) continue;
          const least = LEAST_ROLE_BY_PREFIX.find(([re]) => re.test(path))?.[1];
          assert.ok(least, `${method.toUpperCase()} ${path} is in no row of the matrix`);
          // Path parameters: an id of nothing (the role check comes first, then 404).
          writes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'), least });
        }
      }
      writes = writes.sort((a, b) => a.url.localeCompare(b.url));
    });
    after(async () => ctx.close());

    test('the API has writes in every area of the matrix', () => {
      assert.ok(writes.length >= 20, `only ${writes.length} writes found`);
      assert.deepEqual(new Set(writes.map((w) => w.least)), new Set(RANK));
    });

    for (const role of RANK) {
      test(`${role}: every write below its rank answers 403 naming the role needed; the others pass the check`, async () => {
        for (const { method, url, least } of writes) {
          const res = await ctx.app.inject({ method: method as 'POST', url, headers: bearer(sessions[role]!), payload: {} });
          const allowed = RANK.indexOf(role) >= RANK.indexOf(least);
          if (allowed) {
            assert.notEqual(res.statusCode, 403, `${role} ${method} ${url}: ${res.body}`);
          } else {
            assert.equal(res.statusCode, 403, `${role} ${method} ${url}: ${res.body}`);
            const message = json(res).message;
            assert.match(message, new RegExp(`^Only an? ${least}`), `${method} ${url}`);
            assert.match(message, new RegExp(`You are an? ${role};`), `${method} ${url}`);
          }
        }
      });
    }

    test('a viewer reads every module but the activity log, which is for admins', async () => {
      const viewer = sessions.viewer!;
      for (const url of [
        '/api/seller/orders',
        '/api/seller/products',
        '/api/seller/team',
        '/api/documents',
        '/api/support/tickets',
        '/api/seller/pricing-rules',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(viewer) });
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      }
      for (const role of ['viewer', 'editor', 'manager']) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/team/activity', headers: bearer(sessions[role]!) });
        assert.equal(res.statusCode, 403, role);
        assert.match(json(res).message, new RegExp(`^Only an admin can change the team\\. You are an? ${role};`));
      }
      const admin = await ctx.app.inject({ method: 'GET', url: '/api/seller/team/activity', headers: bearer(sessions.admin!) });
      assert.equal(admin.statusCode, 200);
    });

    test('the profile says the role and what it may change, for the UI to follow', async () => {
      const expected: Record<string, string[]> = {
        viewer: [],
        editor: ['catalog', 'pricing', 'documents'],
        manager: ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support'],
        admin: ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support', 'team', 'settings'],
      };
      for (const role of RANK) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(sessions[role]!) });
        const user = json<{ data: { user: { role: string; permissions: string[] } } }>(res).data.user;
        assert.equal(user.role, role);
        assert.deepEqual(user.permissions, expected[role]);
      }
    });
  });
}
