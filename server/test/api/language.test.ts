import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, bearer, json, putProfile, type Session, type TestContext } from '../helpers.ts';

interface User {
  _id: string;
  firstName: string;
  language: string;
}

for (const driver of DRIVERS) {
  describe(`A member's language (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    let other: Session;

    const setLanguage = (s: Session | undefined, payload: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/profile/language', headers: s ? bearer(s) : {}, payload: payload as Record<string, unknown> });
    const me = async (s: Session) =>
      json<{ data: { user: User } }>(await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(s) })).data.user;
    const signIn = async (s: Session) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: s.password } });
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: { user: User } }>(res).data.user;
    };

    before(async () => {
      [ctx, seller, other] = await appWithSellers(driver, ['verified', 'unverified']);
    });
    after(async () => ctx.close());

    test('a new member reads English', async () => {
      assert.equal((await me(seller)).language, 'en');
      assert.equal((await signIn(seller)).language, 'en');
    });

    test('saving Urdu answers the user, and the profile, the sign-in and the profile change carry it; nobody else changes', async () => {
      const res = await setLanguage(seller, { language: 'ur' });
      assert.equal(res.statusCode, 200, res.body);
      const { user } = json<{ data: { user: User } }>(res).data;
      assert.equal(user._id, seller.userId);
      assert.equal(user.language, 'ur');
      // Read back at once: the per-process memo of the user was forgotten.
      assert.equal((await me(seller)).language, 'ur');
      assert.equal((await signIn(seller)).language, 'ur');
      const profile = await putProfile(ctx.app, seller, { firstName: 'Bilal', lastName: 'Ahmed', phone: '' });
      assert.equal(profile.statusCode, 200, profile.body);
      assert.equal(json<{ data: { user: User } }>(profile).data.user.language, 'ur');
      assert.equal((await me(other)).language, 'en');
    });

    test('the change is audited as the member, as a profile change is', async () => {
      const rows = await ctx.app.db.query<{ actor_id: string; module: string; changes: Record<string, { before: unknown; after: unknown }> }>(
        `SELECT actor_id, module, changes FROM audit_log WHERE seller_id = $1 AND entity = 'users' AND changes ? 'language' ORDER BY id`,
        [seller.sellerId],
      );
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.actor_id, seller.userId);
      assert.equal(rows[0]?.module, 'account');
      assert.deepEqual(rows[0]?.changes.language, { before: 'en', after: 'ur' });
    });

    test('an unverified seller may choose too, and back to English', async () => {
      const res = await setLanguage(other, { language: 'ur' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await setLanguage(seller, { language: 'en' })).statusCode, 200);
      assert.equal((await me(seller)).language, 'en');
      assert.equal((await me(other)).language, 'ur');
    });

    test('another value, none or a body that is no object is refused with 400 and nothing changes', async () => {
      for (const payload of [{ language: 'fr' }, { language: 'UR' }, { language: '' }, {}, { language: 1 }]) {
        const res = await setLanguage(seller, payload);
        assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
        assert.ok(json(res).errors?.language, res.body);
      }
      assert.equal((await me(seller)).language, 'en');
    });

    test('without signing in: 401', async () => {
      const res = await setLanguage(undefined, { language: 'ur' });
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Authentication required');
    });
  });
}
