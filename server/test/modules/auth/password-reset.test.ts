import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ParsedMail } from 'mailparser';
import { hashToken } from '../../../src/platform/auth/tokens.ts';
import { RESET_LINK_MESSAGES } from '../../../src/modules/auth/routes/password-reset.ts';
import { DRIVERS, bearer, createTestApp, json, randomAddress, registerSeller, type Session, type TestContext } from '../../helpers.ts';
import { recipientOf, startSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';

const PUBLIC_URL = 'https://portal.agrihub.test';
const NEW_PASSWORD = 'Rabi#Harvest2031';

for (const driver of DRIVERS) {
  describe(`password reset (${driver})`, () => {
    let ctx: TestContext;
    let smtp: TestSmtpServer;
    before(async () => {
      smtp = await startSmtpServer();
      ctx = await createTestApp(driver, { mail: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, from: 'AgriHub <no-reply@agrihub.pk>' } });
    });
    after(async () => {
      await ctx.close();
      await smtp.stop();
    });

    const post = (url: string, payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
    const forgot = (email: string) => post('/api/auth/forgot-password', { email });
    const check = (token: string) => post('/api/auth/reset-password/check', { token });
    const reset = (token: string, password = NEW_PASSWORD) => post('/api/auth/reset-password', { token, password });
    const login = (email: string, password: string) => post('/api/auth/login', { email, password });

    const tokenIn = (mail: ParsedMail): string => {
      const match = /\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
      assert.ok(match?.[1], mail.text);
      return match[1];
    };
    /** Asks for a link and reads its token from the mail that arrives. */
    const requestLink = async (s: Session): Promise<string> => {
      const earlier = new Set(smtp.messages);
      assert.equal((await forgot(s.email)).statusCode, 200);
      return tokenIn(await smtp.waitFor((m) => recipientOf(m) === s.email && !earlier.has(m)));
    };

    test('an account gets a mail whose link sets a new password; the old one and every earlier session stop working', async () => {
      const s = await registerSeller(ctx.app);
      const other = json<{ data: { accessToken: string } }>(await login(s.email, s.password)).data.accessToken;

      const res = await forgot(s.email.toUpperCase());
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(json(res), { data: { success: true } });
      const mail = await smtp.waitFor((m) => recipientOf(m) === s.email);
      assert.equal(mail.subject, 'Reset your AgriHub password');
      assert.match(mail.from?.text ?? '', /no-reply@agrihub\.pk/);
      const token = tokenIn(mail);
      const link = `${PUBLIC_URL}/reset-password?token=${token}`;
      assert.ok(mail.text?.includes(link), mail.text);
      assert.ok(typeof mail.html === 'string' && mail.html.includes(`href="${link}"`), String(mail.html));
      assert.match(mail.text ?? '', /expires in 30 minutes/);

      assert.equal((await check(token)).statusCode, 200);
      const weak = await reset(token, 'short1');
      assert.equal(weak.statusCode, 400);
      assert.match(json(weak).errors?.password ?? '', /at least 8/);

      const done = await reset(token);
      assert.equal(done.statusCode, 200, done.body);
      assert.equal((await login(s.email, s.password)).statusCode, 401);
      assert.equal((await login(s.email, NEW_PASSWORD)).statusCode, 200);

      const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_rt: s.cookie } });
      assert.equal(refresh.statusCode, 401, 'the refresh cookie of a session from before the reset');
      for (const token of [s.token, other]) {
        const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer({ ...s, token }) });
        assert.equal(profile.statusCode, 401, 'an access token of a session from before the reset, at once');
      }

      const [row] = await ctx.app.db.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM mail_outbox WHERE to_address = $1`, [s.email]);
      assert.deepEqual(row, { status: 'sent', attempts: 1 });
      const [audit] = await ctx.app.db.query<{ actor_id: string; entity: string; changes: { password?: unknown } }>(
        `SELECT actor_id, entity, changes FROM audit_log WHERE seller_id = $1 AND entity = 'users'`,
        [s.sellerId],
      );
      assert.equal(audit?.actor_id, s.userId);
      assert.deepEqual(audit?.changes.password, { before: null, after: 'changed' });
    });

    test('an unknown address gets the same answer and no mail', async () => {
      const res = await forgot('nobody.here@example.pk');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), { data: { success: true } });
      await ctx.app.mail.deliverDue();
      const rows = await ctx.app.db.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'nobody.here@example.pk'`);
      assert.equal(rows.length, 0);
      assert.equal(smtp.messages.filter((m) => recipientOf(m) === 'nobody.here@example.pk').length, 0);
    });

    test("a link works once, and using one ends the user's other links", async () => {
      const s = await registerSeller(ctx.app);
      const first = await requestLink(s);
      const second = await requestLink(s);
      assert.notEqual(first, second);
      assert.equal((await reset(second)).statusCode, 200);
      for (const token of [second, first]) {
        const again = await reset(token, 'Another#Season2032');
        assert.equal(again.statusCode, 410);
        assert.equal(json(again).message, RESET_LINK_MESSAGES.used);
        assert.equal(json(await check(token)).message, RESET_LINK_MESSAGES.used);
      }
      assert.equal((await login(s.email, NEW_PASSWORD)).statusCode, 200);
    });

    test('a link expires after 30 minutes; an unknown one is refused', async () => {
      const s = await registerSeller(ctx.app);
      const token = await requestLink(s);
      const [row] = await ctx.app.db.query<{ minutes: number }>(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_resets WHERE token_hash = $1`,
        [hashToken(token)],
      );
      assert.equal(row?.minutes, 30);
      await ctx.app.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(token)]);
      for (const res of [await check(token), await reset(token)]) {
        assert.equal(res.statusCode, 410);
        assert.equal(json(res).message, RESET_LINK_MESSAGES.expired);
      }
      assert.equal((await login(s.email, s.password)).statusCode, 200, 'the password is unchanged');
      const unknown = await check('not-a-token-we-sent');
      assert.equal(unknown.statusCode, 404);
      assert.equal(json(unknown).message, RESET_LINK_MESSAGES.unknown);
    });

    test('requests are limited per address asked about, whoever asks', async () => {
      const email = 'flood.target@example.pk';
      for (let i = 0; i < 5; i += 1) assert.equal((await forgot(email)).statusCode, 200);
      const res = await forgot(email);
      assert.equal(res.statusCode, 429);
      assert.ok(Number(res.headers['retry-after']) > 0);
    });

    test("a completed reset lifts the account's sign-in lock, on every address it was locked from", async () => {
      const s = await registerSeller(ctx.app);
      const [office, phone] = ['198.51.100.71', '198.51.100.72'];
      for (const address of [office, phone]) {
        for (let i = 0; i < 6; i += 1) await post('/api/auth/login', { email: s.email, password: `Wrong-guess-${i}` }, address);
        assert.equal((await post('/api/auth/login', { email: s.email, password: s.password }, address)).statusCode, 429, 'locked');
      }
      // Asking for a link changes nothing yet: only a reset proves the owner.
      const token = await requestLink(s);
      assert.equal((await post('/api/auth/login', { email: s.email, password: s.password }, office)).statusCode, 429);
      assert.equal((await reset(token)).statusCode, 200);
      for (const address of [office, phone]) {
        const res = await post('/api/auth/login', { email: s.email, password: NEW_PASSWORD }, address);
        assert.equal(res.statusCode, 200, `${address}: ${res.body}`);
      }
      // Another account's lock is its own.
      const other = await registerSeller(ctx.app);
      for (let i = 0; i < 6; i += 1) await post('/api/auth/login', { email: other.email, password: `Wrong-guess-${i}` }, office);
      assert.equal((await post('/api/auth/login', { email: other.email, password: other.password }, office)).statusCode, 429);
    });
  });
}
