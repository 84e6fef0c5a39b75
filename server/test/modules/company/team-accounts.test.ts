import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, bearer, json, refreshCookieOf, registerSeller, type Session, type TestContext } from '../../helpers.ts';

interface Member {
  _id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  userId: string | null;
  invitation: { sentAt: string; expiresAt: string; expired: boolean } | null;
}
interface Entry {
  actorId: string | null;
  actorName: string;
  ip: string | null;
  module: string;
  entity: string;
  entityId: string | null;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const PASSWORD = 'Harvest#Season2026';

for (const driver of DRIVERS) {
  describe(`team accounts: invitations, members who come and go, the activity log (${driver})`, () => {
    let ctx: TestContext;
    let owner: Session;
    let other: Session;

    const invite = (s: Session, email: string, role = 'viewer') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/seller/team/members',
        headers: bearer(s),
        payload: { name: 'Kamran Yousaf', email, role, department: 'sales' },
      });
    /** The link in the newest mail to `to`, as the outbox holds it. */
    const linkTo = async (to: string) => {
      const [mail] = await ctx.app.db.query<{ link: string; subject: string }>(
        `SELECT link, subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`,
        [to],
      );
      assert.ok(mail, `no mail to ${to}`);
      return mail;
    };
    const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
    const view = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    const accept = (token: string, payload: Record<string, unknown> = { firstName: 'Kamran', lastName: 'Yousaf', password: PASSWORD }) =>
      ctx.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload });
    const member = async (s: Session, email: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/team', headers: bearer(s) });
      return json<{ data: { members: Member[] } }>(res).data.members.find((m) => m.email === email);
    };
    const login = (email: string, password = PASSWORD) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    /** Signs in an invited person: invitation, acceptance, a session of their own. */
    const joined = async (email: string, role: string): Promise<Session & { memberId: string }> => {
      assert.equal((await invite(owner, email, role)).statusCode, 201);
      const res = await accept(tokenOf((await linkTo(email)).link));
      assert.equal(res.statusCode, 201, res.body);
      const data = json<{ data: { accessToken: string; user: { _id: string } } }>(res).data;
      const m = await member(owner, email);
      return {
        token: data.accessToken,
        cookie: refreshCookieOf(res) ?? '',
        userId: data.user._id,
        sellerId: owner.sellerId,
        email,
        password: PASSWORD,
        memberId: m!._id,
      };
    };

    before(async () => {
      [ctx, owner, other] = await appWithSellers(driver, ['verified', 'verified'], {
        mail: { smtpUrl: undefined, publicUrl: 'https://portal.example.pk', from: 'AgriHub <no-reply@agrihub.pk>' },
      });
    });
    after(async () => ctx.close());

    test('an invitation mails a single-use link to /accept-invite; the page learns the company and role', async () => {
      const res = await invite(owner, 'kamran@example.pk');
      assert.equal(res.statusCode, 201, res.body);
      const m = json<{ data: { member: Member } }>(res).data.member;
      assert.equal(m.status, 'Invited');
      assert.ok(m.invitation && !m.invitation.expired);
      const days = (Date.parse(m.invitation.expiresAt) - Date.parse(m.invitation.sentAt)) / 86_400_000;
      assert.ok(Math.abs(days - 7) < 0.01, `valid ${days} days`);
      const mail = await linkTo('kamran@example.pk');
      assert.match(mail.link, /^https:\/\/portal\.example\.pk\/accept-invite\?token=[\w-]{40,}$/);
      assert.match(mail.subject, /invited you to .+ on AgriHub/);
      const seen = json<{ data: Record<string, unknown> }>(await view(tokenOf(mail.link))).data;
      assert.deepEqual(
        { ...seen, companyName: undefined },
        { state: 'valid', message: null, email: 'kamran@example.pk', name: 'Kamran Yousaf', role: 'viewer', invitedBy: 'Bilal Ahmed', companyName: undefined },
      );
      assert.equal((await view('x'.repeat(43))).statusCode, 404);
    });

    test('accepting: the sign-up password rules, then a signed-in member of the same company with the invited role', async () => {
      const token = tokenOf((await linkTo('kamran@example.pk')).link);
      const weak = await accept(token, { firstName: '', lastName: 'Yousaf', password: 'password1' });
      assert.equal(weak.statusCode, 400);
      assert.deepEqual(Object.keys(json(weak).errors ?? {}).sort(), ['firstName', 'password']);
      const res = await accept(token);
      assert.equal(res.statusCode, 201, res.body);
      const { accessToken, user } = json<{ data: { accessToken: string; user: { role: string; companyName: string; permissions: string[] } } }>(res).data;
      assert.equal(user.role, 'viewer');
      assert.deepEqual(user.permissions, []);
      assert.ok(refreshCookieOf(res));
      const kamran = { authorization: `Bearer ${accessToken}` };
      const orders = await ctx.app.inject({ method: 'GET', url: '/api/seller/orders', headers: kamran });
      assert.equal(orders.statusCode, 200, "the company's data");
      const change = await ctx.app.inject({ method: 'POST', url: '/api/seller/products', headers: kamran, payload: {} });
      assert.equal(change.statusCode, 403);
      const m = await member(owner, 'kamran@example.pk');
      assert.equal(m?.status, 'Active');
      assert.equal(m?.name, 'Kamran Yousaf');
      assert.equal(m?.invitation, null);
      // Single use: the link now says so, and cannot make a second login.
      const again = await accept(token);
      assert.equal(again.statusCode, 410);
      assert.equal(json(again).message, 'This invitation has already been accepted. Sign in with your email and password.');
      assert.equal((await login('kamran@example.pk')).statusCode, 200);
    });

    test('a person belongs to one company: inviting an address that signs in elsewhere is refused', async () => {
      const res = await invite(owner, other.email.toUpperCase());
      assert.equal(res.statusCode, 409);
      assert.equal(json(res).message, `${other.email} already belongs to another company on AgriHub. A person can be a member of one company only.`);
      assert.equal((await invite(other, 'kamran@example.pk')).statusCode, 409);
    });

    test('resend replaces the link, cancel ends it, an expired one says so; each can ask the admins for a new one', async () => {
      const id = json<{ data: { member: Member } }>(await invite(owner, 'sadia@example.pk', 'editor')).data.member._id;
      const first = tokenOf((await linkTo('sadia@example.pk')).link);
      const resent = await ctx.app.inject({ method: 'POST', url: `/api/seller/team/members/${id}/invitation`, headers: bearer(owner) });
      assert.equal(resent.statusCode, 200, resent.body);
      const second = tokenOf((await linkTo('sadia@example.pk')).link);
      assert.notEqual(second, first);
      assert.equal(json<{ data: { state: string } }>(await view(first)).data.state, 'resent');
      assert.equal((await accept(first)).statusCode, 410);

      await ctx.app.db.query(`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE member_id = $1 AND revoked_at IS NULL`, [id]);
      const expired = json<{ data: { state: string; message: string } }>(await view(second)).data;
      assert.equal(expired.state, 'expired');
      assert.match(expired.message, /has expired\. Ask for a new one below\./);
      assert.equal((await member(owner, 'sadia@example.pk'))?.invitation?.expired, true);
      assert.equal((await accept(second)).statusCode, 410);

      const ask = await ctx.app.inject({ method: 'POST', url: `/api/invitations/${second}/request-new` });
      assert.equal(ask.statusCode, 200, ask.body);
      const toAdmin = await linkTo(owner.email);
      assert.match(toAdmin.subject, /^sadia@example\.pk asks for a new invitation/);
      assert.equal((await ctx.app.inject({ method: 'POST', url: `/api/invitations/${second}/request-new` })).statusCode, 429);

      const cancel = await ctx.app.inject({ method: 'DELETE', url: `/api/seller/team/members/${id}/invitation`, headers: bearer(owner) });
      assert.equal(cancel.statusCode, 200);
      assert.equal(await member(owner, 'sadia@example.pk'), undefined);
      const resentAfter = await ctx.app.inject({ method: 'POST', url: `/api/seller/team/members/${id}/invitation`, headers: bearer(owner) });
      assert.equal(resentAfter.statusCode, 404);
    });

    test('deactivating ends the member’s sessions and sign-in until reactivated; removing deletes the login', async () => {
      const hina = await joined('hina@example.pk', 'manager');
      const orders = () => ctx.app.inject({ method: 'GET', url: '/api/seller/orders', headers: bearer(hina) });
      assert.equal((await orders()).statusCode, 200);
      const status = (s: string) =>
        ctx.app.inject({ method: 'PATCH', url: `/api/seller/team/members/${hina.memberId}/status`, headers: bearer(owner), payload: { status: s } });
      assert.equal((await status('Inactive')).statusCode, 200);
      assert.equal((await orders()).statusCode, 401, 'her open tab is signed out at its next request');
      const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { agrihub_rt: hina.cookie } });
      assert.equal(refresh.statusCode, 401);
      const refused = await login(hina.email);
      assert.equal(refused.statusCode, 403);
      assert.match(json(refused).message, /has been deactivated\. Ask an admin of your company to reactivate it\./);
      assert.equal((await status('Active')).statusCode, 200);
      const back = await login(hina.email);
      assert.equal(back.statusCode, 200);
      const token = json<{ data: { accessToken: string } }>(back).data.accessToken;

      const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/seller/team/members/${hina.memberId}`, headers: bearer(owner) });
      assert.equal(removed.statusCode, 200, removed.body);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { authorization: `Bearer ${token}` } })).statusCode, 401);
      assert.equal((await login(hina.email)).statusCode, 401);
      assert.equal(await member(owner, hina.email), undefined);
    });

    test('an admin cannot remove or deactivate their own account; another company’s members answer 404', async () => {
      const me = await member(owner, owner.email);
      const self = await ctx.app.inject({ method: 'DELETE', url: `/api/seller/team/members/${me!._id}`, headers: bearer(owner) });
      assert.equal(self.statusCode, 409);
      assert.equal(json(self).message, 'You cannot remove or deactivate your own account. Another admin can.');
      const theirs = await member(other, other.email);
      for (const [method, url, payload] of [
        ['DELETE', `/api/seller/team/members/${theirs!._id}`, undefined],
        ['PATCH', `/api/seller/team/members/${theirs!._id}/status`, { status: 'Inactive' }],
        ['PATCH', `/api/seller/team/members/${theirs!._id}/role`, { role: 'viewer' }],
        ['POST', `/api/seller/team/members/${theirs!._id}/invitation`, undefined],
        ['DELETE', `/api/seller/team/members/${theirs!._id}/invitation`, undefined],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: bearer(owner), ...(payload ? { payload } : {}) });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
      }
      assert.equal((await member(other, other.email))?.status, 'Active');
    });

    test('every write is in the activity log: who, from where, what, the changed fields before and after', async () => {
      const editor = await joined('nadia@example.pk', 'editor');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/seller/pricing-rules',
        headers: bearer(editor),
        payload: { name: 'Rabi volume offer', type: 'Volume Discount', category: 'Fertilizers', discount: 5, minQuantity: 10, validUntil: '2027-03-31' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const ruleId = json<{ data: { rule: { _id: string } } }>(created).data.rule._id;
      const toggled = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/seller/pricing-rules/${ruleId}/status`,
        headers: bearer(editor),
        payload: { status: 'Inactive' },
      });
      assert.equal(toggled.statusCode, 200, toggled.body);

      const activity = async (s: Session, query = '') => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity${query}`, headers: bearer(s) });
        assert.equal(res.statusCode, 200, res.body);
        return json<{ data: { entries: Entry[]; pagination: { total: number } } }>(res).data;
      };
      const mine = await activity(owner, `?member=${editor.userId}&module=pricing`);
      assert.equal(mine.pagination.total, 2);
      const [update, create] = mine.entries;
      assert.equal(update?.action, 'update');
      assert.equal(update?.actorName, 'Kamran Yousaf');
      assert.equal(update?.entityId, ruleId);
      assert.deepEqual(update?.changes.is_active, { before: true, after: false });
      assert.equal(update?.changes.updated_at, undefined, 'bookkeeping columns are left out');
      assert.equal(create?.action, 'create');
      assert.equal(create?.changes.name?.after, 'Rabi volume offer');

      // Team changes are recorded too, and an invitation's token hash never is.
      const team = await activity(owner, '?module=team&pageSize=100');
      assert.ok(team.entries.some((e) => e.entity === 'invitations' && e.action === 'create'));
      assert.ok(team.entries.every((e) => !('token_hash' in e.changes)));
      // Accepting uses the invitation's token: bookkeeping, not activity (issue 41, item 3); the member's joining is on Team.
      assert.ok(team.entries.every((e) => !('used_at' in e.changes)));
      assert.equal((await activity(owner, '?from=2020-01-01&to=2020-01-31')).pagination.total, 0);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/seller/team/activity?from=2026-02-30', headers: bearer(owner) })).statusCode, 400);
      // Another company's log is its own.
      assert.equal((await activity(other, `?member=${editor.userId}`)).pagination.total, 0);

      const csv = await ctx.app.inject({ method: 'GET', url: `/api/seller/team/activity/export?member=${editor.userId}`, headers: bearer(owner) });
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-disposition']), /team_activity\.csv/);
      assert.equal(csv.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf', 'a UTF-8 byte-order mark for Excel');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.equal(lines[0], 'Time (UTC),Member,IP,Module,Record,Record ID,Record name,Action,Changes');
      assert.ok(lines.some((l) => l.includes('Kamran Yousaf') && l.includes('is_active: true -> false')));
    });

    test('a password change is recorded without the password', async () => {
      const fresh = await registerSeller(ctx.app, { verified: true });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(fresh),
        payload: { currentPassword: fresh.password, newPassword: 'Tractor#Lane2026' },
      });
      assert.equal(res.statusCode, 200, res.body);
      const [row] = await ctx.app.db.query<{ changes: Record<string, unknown> }>(
        `SELECT changes FROM audit_log WHERE seller_id = $1 AND entity = 'users' ORDER BY id DESC LIMIT 1`,
        [fresh.sellerId],
      );
      assert.deepEqual(row?.changes, { password: { before: null, after: 'changed' } });
    });
  });
}
