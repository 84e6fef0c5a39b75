import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../src/app.ts';
import { parseTrustProxy } from '../../src/platform/config.ts';
import { SESSION_CHECK_TTL_MS } from '../../src/platform/auth/plugin.ts';
import { PASSWORD_PERSONAL, PASSWORD_TOO_GUESSABLE } from '../../src/platform/auth/password-strength.ts';
import {
  DRIVERS,
  bearer,
  createTestApp,
  json,
  refreshCookieOf,
  registerSeller,
  registrationBody,
  sessionOf,
  tempDir,
  type Session,
  type TestContext,
} from '../helpers.ts';

/** 128 characters (the ceiling) that no guesser would try first. */
const LONG_RANDOM = 'q8Vd2Lr7TzX0pKc4Wm9Hs1Nb6Yf3Jg5Ra8Ue2Oi7Pw0Zx4Cv9Bn1Mk6Lj3Hh5Gd8Fs2Aq7Sw0De4Rf9Tg1Yh6Uj3Ik5Ol8Pz2Xc7Vb0Nm4Mq9Wn1Eb6Rv3Tc5Yx8Uz2I';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const driver of DRIVERS) {
  describe(`hardening: sign-in, sign-up and sessions (${driver})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(driver);
    });
    after(async () => ctx.close());

    const login = (email: string, password: string, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...opts });
    const profile = (token: string) => ctx.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });

    test('100 wrong passwords at once get at most 5 checks; the right one in the same burst is refused too', async () => {
      const s = await registerSeller(ctx.app);
      const remoteAddress = '198.51.100.20';
      const wrong = Array.from({ length: 100 }, (_, i) => login(s.email, `Wrong-guess-${i}`, { remoteAddress }));
      const right = login(s.email, s.password, { remoteAddress });
      const answers = await Promise.all([...wrong, right]);
      const codes = answers.slice(0, 100).map((r) => r.statusCode);
      const count = (code: number) => codes.filter((c) => c === code).length;
      assert.ok(count(401) <= 5, `401s: ${count(401)}`);
      assert.equal(count(401) + count(429), 100, `only 401 and 429: ${[...new Set(codes)].join(',')}`);
      // The right password either was one of the 5 checks (then no wrong one passed its place) or
      // came after them: never a sixth check.
      const last = answers[100];
      assert.ok(last);
      if (last.statusCode === 200) assert.ok(count(401) <= 4);
      else assert.equal(last.statusCode, 429);
      // During the lock, the right password is refused with Retry-After.
      const locked = await login(s.email, s.password, { remoteAddress });
      assert.equal(locked.statusCode, 429);
      assert.match(json(locked).message, /Too many failed sign-in attempts/);
      assert.ok(Number(locked.headers['retry-after']) > 0);
    });

    test('an address that fails on many accounts is refused on all of them', async () => {
      const remoteAddress = '198.51.100.21';
      const [a, b] = [await registerSeller(ctx.app), await registerSeller(ctx.app)];
      assert.ok(a && b);
      const emails = Array.from({ length: 50 }, (_, i) => `nobody${i}@example.pk`);
      const codes = (await Promise.all(emails.map((e) => login(e, 'Wrong-guess-1', { remoteAddress })))).map((r) => r.statusCode);
      assert.deepEqual([...new Set(codes)], [401], 'the first 50 failures are checked');
      assert.equal((await login(a.email, a.password, { remoteAddress })).statusCode, 429);
      assert.equal((await login(b.email, b.password, { remoteAddress: '198.51.100.22' })).statusCode, 200);
    });

    test('sign-ups: 10 an hour per address, then 429; another address is unaffected', async () => {
      const remoteAddress = '198.51.100.30';
      const register = (address: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody(), remoteAddress: address });
      for (let i = 0; i < 10; i++) assert.equal((await register(remoteAddress)).statusCode, 201);
      const refused = await register(remoteAddress);
      assert.equal(refused.statusCode, 429);
      assert.equal(json(refused).message, 'Too many sign-ups from your network. Please try again in an hour.');
      assert.ok(Number(refused.headers['retry-after']) > 3000);
      assert.equal((await register('198.51.100.31')).statusCode, 201);
      // Invalid forms are answered without counting (a user fixing typos is not throttled).
      for (let i = 0; i < 3; i++) {
        const bad = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registrationBody({ phone: '1' }),
          remoteAddress: '198.51.100.32',
        });
        assert.equal(bad.statusCode, 400);
      }
    });

    test('guessable passwords are refused with a clear message; the length rules stay', async () => {
      const personal = { firstName: 'Bilal', lastName: 'Ahmed', companyName: 'Sindh Agro Chemicals', email: 'bilal.ahmed@sindhagro.pk' };
      const cases: [string, string | RegExp][] = [
        ['password1', PASSWORD_TOO_GUESSABLE],
        ['Passw0rd', PASSWORD_TOO_GUESSABLE],
        ['Admin@123', PASSWORD_TOO_GUESSABLE],
        ['Pakistan1', PASSWORD_TOO_GUESSABLE],
        ['SindhAgro2024', PASSWORD_PERSONAL],
        ['Chemicals!1', PASSWORD_PERSONAL],
        ['bilal.ahmed1', PASSWORD_PERSONAL],
        ['Bilal12345', PASSWORD_PERSONAL],
        ['Kh4r1f', /at least 8/],
        [`${'Xq7#'.repeat(32)}z`, /at most 128/],
        ['onlyletters', /letter and one digit/],
      ];
      for (const [password, message] of cases) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registrationBody({ ...personal, email: `bilal.ahmed.${Math.random().toString(36).slice(2)}@example.pk`, password }),
          remoteAddress: '198.51.100.40',
        });
        assert.equal(res.statusCode, 400, password);
        const { errors } = json<{ errors: Record<string, string> }>(res);
        if (typeof message === 'string') assert.equal(errors.password, message, password);
        else assert.match(errors.password ?? '', message, password);
      }
      for (const password of ['Kharif#Crop2024', 'Bilal#Mango!River42', 'correct horse battery staple 9', LONG_RANDOM]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registrationBody({ ...personal, email: `ok.${Math.random().toString(36).slice(2)}@example.pk`, password }),
          remoteAddress: '198.51.100.41',
        });
        assert.equal(res.statusCode, 201, `${password}: ${res.body}`);
      }
    });

    test('after logout the access token stops working at once in this process', async () => {
      const s = await registerSeller(ctx.app);
      assert.equal((await profile(s.token)).statusCode, 200);
      await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { agrihub_rt: s.cookie } });
      const res = await profile(s.token);
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Your session has expired. Please sign in again.');
    });

    test('a session ended elsewhere (another process) stops its access tokens within seconds', async () => {
      const s = await registerSeller(ctx.app);
      assert.equal((await profile(s.token)).statusCode, 200, 'the live session is now memoised');
      // Another replica revokes it: only the database knows.
      await ctx.app.db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1`, [sessionOf(s.token)]);
      await sleep(SESSION_CHECK_TTL_MS + 200);
      assert.ok(SESSION_CHECK_TTL_MS + 200 < 5000);
      assert.equal((await profile(s.token)).statusCode, 401);
    });

    test('a password change ends every session of the user and starts a new one for this client', async () => {
      const s = await registerSeller(ctx.app);
      const other = await login(s.email, s.password, { remoteAddress: '198.51.100.50' });
      const otherToken = json<{ data: { accessToken: string } }>(other).data.accessToken;
      const otherCookie = refreshCookieOf(other) ?? '';
      const change = (body: Record<string, string>, session: Session = s) =>
        ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(session), payload: body });

      const wrongCurrent = await change({ currentPassword: 'Not-it-2024', newPassword: 'Rabi&Wheat2026' });
      assert.equal(wrongCurrent.statusCode, 400);
      assert.equal(json(wrongCurrent).errors?.currentPassword, 'Current password is incorrect');
      const weak = await change({ currentPassword: s.password, newPassword: 'Passw0rd' });
      assert.equal(weak.statusCode, 400);
      assert.equal(json(weak).errors?.newPassword, PASSWORD_TOO_GUESSABLE);
      const same = await change({ currentPassword: s.password, newPassword: s.password });
      assert.equal(json(same).errors?.newPassword, 'New password must differ from the current one');

      const ok = await change({ currentPassword: s.password, newPassword: 'Rabi&Wheat2026' });
      assert.equal(ok.statusCode, 200, ok.body);
      const fresh = json<{ data: { accessToken: string } }>(ok).data.accessToken;
      assert.ok(refreshCookieOf(ok));
      assert.equal((await profile(fresh)).statusCode, 200);
      assert.equal((await profile(s.token)).statusCode, 401, "this client's old token");
      await sleep(SESSION_CHECK_TTL_MS + 200);
      assert.equal((await profile(otherToken)).statusCode, 401, "the other device's token");
      const otherRefresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_rt: otherCookie } });
      assert.equal(otherRefresh.statusCode, 401);
      assert.equal((await login(s.email, s.password)).statusCode, 401);
      assert.equal((await login(s.email, 'Rabi&Wheat2026')).statusCode, 200);
    });

    test('the current password is not open to guessing through a stolen access token', async () => {
      const s = await registerSeller(ctx.app);
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/change-password',
            headers: bearer(s),
            payload: { currentPassword: `Guess-${i}-2024`, newPassword: 'Rabi&Wheat2026' },
          }),
        ),
      );
      const codes = guesses.map((r) => r.statusCode);
      assert.equal(codes.filter((c) => c === 400).length, 5);
      assert.equal(codes.filter((c) => c === 429).length, 15);
    });
  });

  describe(`hardening: client address behind a proxy (${driver})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(driver, { trustProxy: 1 });
    });
    after(async () => ctx.close());

    test('with one trusted hop, a rotated X-Forwarded-For never resets the per-address limit', async () => {
      const s = await registerSeller(ctx.app);
      // The proxy (the socket's peer) appends the address it saw; the client wrote the rest.
      const attempt = (password: string, forged: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: s.email, password },
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` },
          remoteAddress: '10.0.0.2',
        });
      for (let i = 0; i < 5; i++) assert.equal((await attempt('Wrong-guess-1', `192.0.2.${i}`)).statusCode, 401);
      assert.equal((await attempt(s.password, '192.0.2.99')).statusCode, 429);
    });
  });

  describe(`hardening: one secret for every process (${driver})`, () => {
    test('a token issued by one server is accepted by another on the same database, and after a restart', async () => {
      const first = await createTestApp(driver);
      const dataDir = first.dataDir;
      const s = await registerSeller(first.app);
      const databaseUrl = first.app.config.databaseUrl;
      let second;
      try {
        if (databaseUrl) {
          // A second replica: its own DATA_DIR, the same database.
          const otherDir = tempDir();
          second = await buildApp({ config: { dataDir: otherDir, databaseUrl, seedDemo: false, webRoot: otherDir, logLevel: 'silent' }, logger: false });
          assert.equal((await second.inject({ url: '/api/auth/profile', headers: bearer(s) })).statusCode, 200);
          assert.equal(fs.existsSync(path.join(otherDir, 'secret.key')), false, 'no per-process secret file');
          await second.close();
          fs.rmSync(otherDir, { recursive: true, force: true });
        } else {
          await first.app.close();
          second = await buildApp({ config: { dataDir, databaseUrl: undefined, seedDemo: false, webRoot: dataDir, logLevel: 'silent' }, logger: false });
          assert.equal((await second.inject({ url: '/api/auth/profile', headers: bearer(s) })).statusCode, 200);
          await second.close();
        }
      } finally {
        if (databaseUrl) await first.close();
        else fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}

describe('hardening: configuration', () => {
  test('TRUST_PROXY takes a hop count or proxy addresses, never "trust everyone"', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy('0'), false);
    assert.equal(parseTrustProxy('2'), 2);
    assert.deepEqual(parseTrustProxy('10.0.0.5, 10.0.1.0/24,::1'), ['10.0.0.5', '10.0.1.0/24', '::1']);
    assert.throws(() => parseTrustProxy('true'), /number of proxies/);
    assert.throws(() => parseTrustProxy('loopback'), /neither a hop count nor an IP address/);
    assert.throws(() => parseTrustProxy('10.0.0.0/33'), /neither a hop count/);
  });

  test('a legacy DATA_DIR/secret.key is adopted, so tokens issued before the upgrade stay valid', async () => {
    const dataDir = tempDir();
    const legacy = Buffer.alloc(64, 7).toString('base64url');
    fs.writeFileSync(path.join(dataDir, 'secret.key'), `${legacy}\n`);
    const app = await buildApp({ config: { dataDir, databaseUrl: undefined, seedDemo: false, webRoot: dataDir, logLevel: 'silent' }, logger: false });
    try {
      const [row] = await app.db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'master'`);
      assert.equal(row?.value, legacy);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
