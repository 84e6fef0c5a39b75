import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { REUSE_GRACE_SECONDS } from '../../../src/platform/auth/sessions.ts';
import { DRIVERS, bearer, createTestApp, json, refreshCookieOf, registerSeller, registrationBody, sessionOf, type TestContext } from '../../helpers.ts';

for (const driver of DRIVERS) {
  describe(`auth (${driver})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(driver);
    });
    after(async () => ctx.close());

    test('register: 201 with access token, user and a strict httpOnly refresh cookie', async () => {
      const body = registrationBody();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      assert.equal(res.statusCode, 201);
      const { data } = json<{ data: { accessToken: string; user: Record<string, unknown> } }>(res);
      assert.ok(data.accessToken.split('.').length === 3);
      assert.deepEqual(
        Object.keys(data.user).sort(),
        ['_id', 'companyCity', 'companyName', 'email', 'firstName', 'isVerified', 'language', 'lastName', 'permissions', 'role'].sort(),
      );
      assert.equal(data.user.isVerified, false);
      assert.equal(data.user.email, body.email);
      const cookie = res.cookies.find((c) => c.name === 'agrihub_rt');
      assert.ok(cookie);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Strict');
      assert.equal(cookie.path, '/api/auth');
      assert.equal(cookie.maxAge, undefined, 'session cookie unless remembered');
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    test('register: duplicate email (any case) answers 409', async () => {
      const body = registrationBody();
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode, 201);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...body, email: body.email.toUpperCase() },
      });
      assert.equal(res.statusCode, 409);
      assert.equal(json(res).message, 'An account with this email already exists');
    });

    test('register: every field validated with a per-field message', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ email: 'not-an-email' }, 'email', /valid email/],
        [{ password: 'short1' }, 'password', /at least 8/],
        [{ password: 'onlyletters' }, 'password', /letter and one digit/],
        [{ password: '1234567890' }, 'password', /letter and one digit/],
        [{ phone: '12345' }, 'phone', /Pakistani phone/],
        [{ phone: '+14155550100' }, 'phone', /Pakistani phone/],
        [{ taxId: '1234567' }, 'taxId', /7 digits, a dash and a check digit/],
        [{ taxId: '123456-78' }, 'taxId', /7 digits/],
        [{ firstName: '' }, 'firstName', /required/],
        [{ lastName: '  ' }, 'lastName', /required/],
        [{ companyName: '' }, 'companyName', /required/],
        [{ companyAddress: { city: '', state: 'Punjab', zipCode: '54000' } }, 'companyAddress.city', /required/],
        [{ companyAddress: { city: 'Lahore', state: '', zipCode: '54000' } }, 'companyAddress.state', /required/],
        [{ companyAddress: { city: 'Lahore', state: 'Punjab', zipCode: 'ABC' } }, 'companyAddress.zipCode', /5 digits/],
        [{ companyAddress: 'Lahore, Punjab' }, 'companyAddress', /object/],
      ];
      for (const [override, field, re] of cases) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody(override) });
        assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
        const body = json<{ message: string; errors: Record<string, string> }>(res);
        assert.match(body.errors[field] ?? '', re, `${field}: ${res.body}`);
        assert.ok(body.message.length > 0);
      }
      for (const phone of ['03001234567', '+923001234567', '0300-1234567', '04235761234']) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ phone }) });
        assert.equal(res.statusCode, 201, `${phone}: ${res.body}`);
      }
      const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
      assert.equal(empty.statusCode, 400);
      assert.equal(Object.keys(json<{ errors: object }>(empty).errors).length >= 9, true);
    });

    test('login: generic 401 for wrong password and unknown email; success with remember me gives a 30-day cookie', async () => {
      const s = await registerSeller(ctx.app);
      const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: 'Wrong1234' } });
      assert.equal(wrong.statusCode, 401);
      assert.equal(json(wrong).message, 'Invalid email or password');
      const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.pk', password: 'Wrong1234' } });
      assert.equal(unknown.statusCode, 401);
      assert.equal(json(unknown).message, 'Invalid email or password');
      const ok = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: s.email.toUpperCase(), password: s.password, rememberMe: true },
      });
      assert.equal(ok.statusCode, 200);
      assert.ok(json<{ data: { accessToken: string } }>(ok).data.accessToken);
      const cookie = ok.cookies.find((c) => c.name === 'agrihub_rt');
      assert.equal(cookie?.maxAge, 30 * 24 * 3600);
      const session = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: s.password } });
      assert.equal(session.cookies.find((c) => c.name === 'agrihub_rt')?.maxAge, undefined);
      const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email } });
      assert.equal(missing.statusCode, 400);
    });

    test('login: 5 failures per email and address in 15 minutes -> 429, other addresses unaffected', async () => {
      const s = await registerSeller(ctx.app);
      const attempt = (password: string, ip = '203.0.113.7') =>
        ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password }, remoteAddress: ip });
      for (let i = 0; i < 5; i++) assert.equal((await attempt('Wrong1234')).statusCode, 401);
      const blocked = await attempt(s.password);
      assert.equal(blocked.statusCode, 429);
      assert.match(json(blocked).message, /Too many failed sign-in attempts/);
      assert.equal((await attempt(s.password, '203.0.113.8')).statusCode, 200);
      await ctx.app.db.query(`UPDATE rate_limits SET window_start = now() - interval '16 minutes'`);
      assert.equal((await attempt(s.password)).statusCode, 200);
    });

    test('profile: data.user with the account fields; 401 without or with a bad token', async () => {
      const s = await registerSeller(ctx.app);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(s) });
      assert.equal(res.statusCode, 200);
      const user = json<{ data: { user: Record<string, unknown> } }>(res).data.user;
      assert.equal(user.firstName, 'Bilal');
      assert.equal(user.lastName, 'Ahmed');
      assert.equal(user.role, 'admin', 'the account that registers the company is its admin');
      assert.deepEqual(user.permissions, ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support', 'team', 'settings']);
      assert.equal(user.companyName, 'Sindh Agro Chemicals');
      assert.equal(user.isVerified, false);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode, 401);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: 'Bearer abc.def.ghi' } });
      assert.equal(bad.statusCode, 401);
      assert.ok(json(bad).message);
    });

    test('access tokens: expired, alg none, wrong key and wrong typ are refused', async () => {
      const s = await registerSeller(ctx.app);
      const expired = await ctx.app.tokens.signAccess({ userId: s.userId, sellerId: s.sellerId, sessionId: sessionOf(s.token) }, -5);
      const r1 = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${expired}` } });
      assert.equal(r1.statusCode, 401);
      const [h, p] = s.token.split('.');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${p}.`;
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${none}` } })).statusCode, 401);
      const otherKey = await new SignJWT({ sid: s.sellerId })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(s.userId)
        .setIssuer('agrihub-seller-portal')
        .setAudience('agrihub-api')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('x'.repeat(64)));
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${otherKey}` } })).statusCode, 401);
      // Same payload and signature but a different header typ: signature breaks, and typ is checked anyway.
      const retyped = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${p}.${s.token.split('.')[2]}`;
      assert.ok(h);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${retyped}` } })).statusCode, 401);
    });

    const refresh = (cookie: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_rt: cookie } });

    test('refresh: rotates the cookie; the old token reused once its successor was used revokes the whole family', async () => {
      const s = await registerSeller(ctx.app);
      const r1 = await refresh(s.cookie);
      assert.equal(r1.statusCode, 200);
      const access = json<{ data: { accessToken: string } }>(r1).data.accessToken;
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${access}` } });
      assert.equal(profile.statusCode, 200);
      const second = refreshCookieOf(r1);
      assert.ok(second && second !== s.cookie);
      const r2 = await refresh(second);
      assert.equal(r2.statusCode, 200);
      const third = refreshCookieOf(r2) ?? '';
      // The first token again, after the family moved on past its successor: refused, family revoked...
      const reuse = await refresh(s.cookie);
      assert.equal(reuse.statusCode, 401);
      // ...so the legitimately rotated token is dead too.
      assert.equal((await refresh(third)).statusCode, 401);
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token' })).statusCode, 401);
      assert.equal((await refresh('garbage')).statusCode, 401);
    });

    test('refresh: a rotated token presented again after the grace window revokes the whole family', async () => {
      const s = await registerSeller(ctx.app);
      const second = refreshCookieOf(await refresh(s.cookie)) ?? '';
      await ctx.app.db.query(`UPDATE refresh_tokens SET used_at = now() - make_interval(secs => $2) WHERE user_id = $1 AND used_at IS NOT NULL`, [
        s.userId,
        REUSE_GRACE_SECONDS + 1,
      ]);
      assert.equal((await refresh(s.cookie)).statusCode, 401);
      assert.equal((await refresh(second)).statusCode, 401);
    });

    test('refresh: an answer lost to a reload, or two tabs starting at once, keeps the session', async () => {
      const s = await registerSeller(ctx.app);
      // The server rotated, but the browser never stored the answer: it sends the same token again.
      const lost = await refresh(s.cookie);
      assert.equal(lost.statusCode, 200);
      const again = await refresh(s.cookie);
      assert.equal(again.statusCode, 200);
      const kept = refreshCookieOf(again) ?? '';
      // The replay gets the successor already issued: one live branch, never two.
      assert.ok(kept !== '' && kept === refreshCookieOf(lost));
      const access = json<{ data: { accessToken: string } }>(again).data.accessToken;
      assert.equal((await ctx.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${access}` } })).statusCode, 200);
      // Two tabs refreshing with one token at the same moment both stay signed in.
      const both = await Promise.all([refresh(kept), refresh(kept)]);
      assert.deepEqual(
        both.map((r) => r.statusCode),
        [200, 200],
      );
      assert.equal(refreshCookieOf(both[0]), refreshCookieOf(both[1]));
      const next = refreshCookieOf(both[1]) ?? '';
      assert.equal((await refresh(next)).statusCode, 200);
      // Once a later token has been used, the one re-presented earlier is theft evidence again.
      assert.equal((await refresh(kept)).statusCode, 401);
      assert.equal((await refresh(refreshCookieOf(both[0]) ?? '')).statusCode, 401);
    });

    test('refresh: the family expiry is absolute', async () => {
      const s = await registerSeller(ctx.app);
      await ctx.app.db.query(`UPDATE refresh_tokens SET family_expires_at = now() - interval '1 second' WHERE user_id = $1`, [s.userId]);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_rt: s.cookie } });
      assert.equal(res.statusCode, 401);
    });

    test('logout: clears the cookie and revokes the session', async () => {
      const s = await registerSeller(ctx.app);
      const r1 = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_rt: s.cookie } });
      const current = refreshCookieOf(r1) ?? '';
      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { agrihub_rt: current } });
      assert.equal(out.statusCode, 200);
      assert.deepEqual(json(out), { data: { success: true } });
      const cleared = out.cookies.find((c) => c.name === 'agrihub_rt');
      assert.equal(cleared?.value, '');
      const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_rt: current } });
      assert.equal(again.statusCode, 401);
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode, 200);
    });

    test('session marker: a readable agrihub_session cookie lives and dies with the refresh cookie', async () => {
      const markerOf = (res: { cookies: Array<{ name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }> }) =>
        res.cookies.find((c) => c.name === 'agrihub_session');
      const s = await registerSeller(ctx.app);
      const remembered = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: s.password, rememberMe: true } });
      const marker = markerOf(remembered);
      assert.ok(marker);
      assert.equal(marker.value, '1');
      assert.equal(marker.path, '/');
      assert.equal(marker.httpOnly, undefined, 'the page must be able to read it');
      assert.equal(marker.sameSite, 'Strict');
      assert.equal(marker.maxAge, remembered.cookies.find((c) => c.name === 'agrihub_rt')?.maxAge);
      const session = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: s.password } });
      assert.equal(markerOf(session)?.maxAge, undefined, 'a session cookie, like the refresh cookie');

      const rotated = await refresh(refreshCookieOf(remembered) ?? '');
      assert.equal(rotated.statusCode, 200);
      assert.equal(markerOf(rotated)?.value, '1');
      assert.equal(markerOf(rotated)?.maxAge, rotated.cookies.find((c) => c.name === 'agrihub_rt')?.maxAge);

      // A stale marker costs one 401, which clears it: with no refresh cookie, and with a dead one.
      const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_session: '1' } });
      assert.equal(none.statusCode, 401);
      assert.equal(markerOf(none)?.value, '');
      const dead = await refresh('garbage');
      assert.equal(dead.statusCode, 401);
      assert.equal(markerOf(dead)?.value, '');
      assert.equal(markerOf(dead)?.path, '/');

      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { agrihub_rt: refreshCookieOf(rotated) ?? '' } });
      assert.equal(markerOf(out)?.value, '');
      assert.equal(markerOf(out)?.path, '/');
    });

    test('verification changes reach the gate and the profile at once, despite the cached user row', async () => {
      const seller = await registerSeller(ctx.app);
      const orders = () => ctx.app.inject({ url: '/api/seller/orders', headers: bearer(seller) });
      assert.equal((await orders()).statusCode, 403);
      await ctx.app.db.query('UPDATE sellers SET is_verified = true WHERE id = (SELECT seller_id FROM users WHERE id = $1)', [seller.userId]);
      const profile = await ctx.app.inject({ url: '/api/auth/profile', headers: bearer(seller) });
      assert.equal(json<{ data: { user: { isVerified: boolean } } }>(profile).data.user.isVerified, true);
      assert.equal((await orders()).statusCode, 200);
    });

    test('passwords are stored as argon2id with m >= 19 MiB, t = 2, p = 1', async () => {
      const s = await registerSeller(ctx.app);
      const [row] = await ctx.app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [s.userId]);
      assert.match(row?.password_hash ?? '', /^\$argon2id\$v=19\$m=(\d+),t=2,p=1\$/);
      const m = Number(/m=(\d+)/.exec(row?.password_hash ?? '')?.[1]);
      assert.ok(m >= 19456);
    });
  });
}
