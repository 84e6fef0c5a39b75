import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, appWithSellers, assertInvalid, bearer, json, registerSeller, type Session, type TestContext } from '../../helpers.ts';
import { MESSAGES, requiredMessage, tooLongMessage } from '@agrihub/shared/validation';
import { refusal } from '../../../src/platform/auth/permissions.ts';

interface Company {
  companyName: string;
  companyAddress: { street: string; city: string; state: string; zipCode: string };
  phone: string;
  taxId: string;
  salesTaxRate: number | null;
  contactEmail: string;
}
interface User {
  firstName: string;
  lastName: string;
  companyName: string;
  companyCity: string;
}

const COMPANY = {
  companyName: 'Sindh Agro Chemicals (Pvt) Ltd',
  companyAddress: { street: '12 Latifabad Road', city: 'Karachi', state: 'Sindh', zipCode: '74000' },
  phone: '021 35761234',
  taxId: '7654321-0',
  salesTaxRate: '17',
};

for (const driver of DRIVERS) {
  describe(`Profile and Settings (${driver})`, () => {
    let ctx: TestContext;
    let owner: Session;
    let other: Session;
    let manager: Session;

    const send = (s: Session, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method, url, headers: bearer(s), ...(payload ? { payload } : {}) });
    const company = async (s: Session) => json<{ data: { company: Company } }>(await send(s, 'GET', '/api/company')).data.company;
    const profile = async (s: Session) =>
      json<{ data: { profile: { firstName: string; lastName: string; phone: string; email: string } } }>(await send(s, 'GET', '/api/profile')).data.profile;
    const me = async (s: Session) => json<{ data: { user: User } }>(await send(s, 'GET', '/api/auth/profile')).data.user;
    const auditRows = (sellerId: string, entity: string) =>
      ctx.app.db.query<{ actor_id: string; module: string; changes: Record<string, { before: unknown; after: unknown }> }>(
        `SELECT actor_id, module, changes FROM audit_log WHERE seller_id = $1 AND entity = $2 ORDER BY id`,
        [sellerId, entity],
      );

    before(async () => {
      [ctx, owner, other] = await appWithSellers(driver, ['verified', 'verified']);
      // A manager of the owner's company: a registered login moved into it, signed in afresh.
      const joined = await registerSeller(ctx.app);
      await ctx.app.db.query(`UPDATE users SET seller_id = $2 WHERE id = $1`, [joined.userId, owner.sellerId]);
      await ctx.app.db.query(`UPDATE team_members SET seller_id = $2, role = 'manager', is_owner = false WHERE user_id = $1`, [joined.userId, owner.sellerId]);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: joined.email, password: joined.password } });
      assert.equal(res.statusCode, 200, res.body);
      manager = { ...joined, sellerId: owner.sellerId, token: json<{ data: { accessToken: string } }>(res).data.accessToken };
    });
    after(async () => ctx.close());

    test('every member reads the company as registered, with no street and no sales tax', async () => {
      const expected = {
        companyName: 'Sindh Agro Chemicals',
        companyAddress: { street: '', city: 'Hyderabad', state: 'Sindh', zipCode: '71000' },
        phone: '03001234567',
        taxId: '1234567-8',
        salesTaxRate: null,
        // The company's contact email starts as the one it registered with (issue 41).
        contactEmail: owner.email,
      };
      assert.deepEqual(await company(owner), expected);
      assert.deepEqual(await company(manager), expected);
      // The owner's phone is the company's; a member's own starts empty.
      assert.equal((await profile(owner)).phone, '03001234567');
    });

    test("an admin changes the company's details: saved, audited, in the signed-in user at once, another seller untouched", async () => {
      const res = await send(owner, 'PUT', '/api/company', COMPANY);
      assert.equal(res.statusCode, 200, res.body);
      // Left out of the change, the contact email stays.
      const saved = { ...COMPANY, phone: '02135761234', salesTaxRate: 17, contactEmail: owner.email };
      const data = json<{ data: { company: Company; user: User } }>(res).data;
      assert.deepEqual(data.company, saved);
      assert.deepEqual([data.user.companyName, data.user.companyCity], [COMPANY.companyName, 'Karachi']);
      assert.deepEqual(await company(owner), saved);
      const user = await me(owner);
      assert.deepEqual([user.companyName, user.companyCity], [COMPANY.companyName, 'Karachi']);
      const [row] = await auditRows(owner.sellerId, 'sellers');
      assert.equal(row?.actor_id, owner.userId);
      assert.equal(row?.module, 'settings');
      assert.deepEqual(row?.changes.city, { before: 'Hyderabad', after: 'Karachi' });
      assert.deepEqual(row?.changes.sales_tax_bps, { before: null, after: 1700 });
      assert.equal((await company(other)).companyAddress.city, 'Hyderabad');
      // An empty rate takes the sales tax line off again; 2 decimals are kept.
      assert.equal(
        json<{ data: { company: Company } }>(await send(owner, 'PUT', '/api/company', { ...COMPANY, salesTaxRate: 16.25 })).data.company.salesTaxRate,
        16.25,
      );
      assert.equal(
        json<{ data: { company: Company } }>(await send(owner, 'PUT', '/api/company', { ...COMPANY, salesTaxRate: '' })).data.company.salesTaxRate,
        null,
      );
    });

    test('each bad field is refused under its name by the sign-up rules, and nothing is saved', async () => {
      const before = await company(owner);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ companyName: ' ' }, { companyName: requiredMessage('Company name') }],
        [{ companyName: 'x'.repeat(201) }, { companyName: tooLongMessage('Company name', 200) }],
        [{ companyAddress: { ...COMPANY.companyAddress, city: '' } }, { 'companyAddress.city': requiredMessage('Company city') }],
        [{ companyAddress: { ...COMPANY.companyAddress, state: '' } }, { 'companyAddress.state': requiredMessage('Company state') }],
        [{ companyAddress: { ...COMPANY.companyAddress, zipCode: '5400' } }, { 'companyAddress.zipCode': MESSAGES.zip }],
        [{ companyAddress: { ...COMPANY.companyAddress, street: 'x'.repeat(201) } }, { 'companyAddress.street': tooLongMessage('Street address', 200) }],
        [{ phone: '12345' }, { phone: MESSAGES.phone }],
        [{ taxId: '1234567' }, { taxId: MESSAGES.ntn }],
        [{ salesTaxRate: '100.01' }, { salesTaxRate: MESSAGES.salesTaxRate }],
        [{ salesTaxRate: '17.125' }, { salesTaxRate: MESSAGES.salesTaxRate }],
        [{ salesTaxRate: '-1' }, { salesTaxRate: MESSAGES.salesTaxRate }],
        [{ salesTaxRate: 'seventeen' }, { salesTaxRate: MESSAGES.salesTaxRate }],
      ];
      for (const [change, errors] of cases) assertInvalid(await send(owner, 'PUT', '/api/company', { ...COMPANY, ...change }), errors);
      assert.deepEqual(await company(owner), before);
    });

    test('a member who is not an admin reads Settings but is refused a change with the role they need', async () => {
      const res = await send(manager, 'PUT', '/api/company', { ...COMPANY, companyName: 'Taken Over Ltd' });
      assert.equal(res.statusCode, 403);
      assert.equal(json(res).message, refusal('manager', 'settings'));
      assert.equal((await company(owner)).companyName, COMPANY.companyName);
      // The harvest due dates are the same area.
      const dates = await send(manager, 'PUT', '/api/seller/credit-settings', { rabiDueDate: '05-31', kharifDueDate: '11-30' });
      assert.equal(dates.statusCode, 403);
    });

    test('a member changes their own names and phone only: saved, audited, in /api/auth/profile and the Team list', async () => {
      const res = await send(manager, 'PUT', '/api/profile', { firstName: ' Ayesha ', lastName: 'Khan', phone: '0300-1112233', email: 'x@example.pk' });
      assert.equal(res.statusCode, 200, res.body);
      const data = json<{ data: { profile: { firstName: string; phone: string; email: string }; user: User } }>(res).data;
      assert.deepEqual(data.profile, { firstName: 'Ayesha', lastName: 'Khan', phone: '03001112233', email: manager.email });
      assert.equal(data.user.firstName, 'Ayesha');
      assert.equal((await me(manager)).firstName, 'Ayesha');
      const team = json<{ data: { members: { email: string; name: string }[] } }>(await send(owner, 'GET', '/api/seller/team')).data.members;
      assert.equal(team.find((m) => m.email === manager.email)?.name, 'Ayesha Khan');
      // Nobody else changed.
      assert.equal((await profile(owner)).firstName, 'Bilal');
      assert.equal((await me(other)).firstName, 'Bilal');
      const rows = await auditRows(owner.sellerId, 'users');
      assert.ok(
        rows.some(
          (r) => r.actor_id === manager.userId && r.module === 'account' && (r.changes.first_name as { after: unknown } | undefined)?.after === 'Ayesha',
        ),
      );
      // The phone may be emptied again (invited members have none).
      assert.equal(
        json<{ data: { profile: { phone: string } } }>(await send(manager, 'PUT', '/api/profile', { firstName: 'Ayesha', lastName: 'Khan', phone: '' })).data
          .profile.phone,
        '',
      );
    });

    test('a bad profile field is refused under its name and nothing is saved', async () => {
      const before = await profile(manager);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ firstName: '' }, { firstName: requiredMessage('First name') }],
        [{ lastName: 'x'.repeat(101) }, { lastName: tooLongMessage('Last name', 100) }],
        [{ phone: '0300' }, { phone: MESSAGES.phone }],
      ];
      for (const [change, errors] of cases) {
        assertInvalid(await send(manager, 'PUT', '/api/profile', { firstName: 'Zara', lastName: 'Malik', phone: '03009998877', ...change }), errors);
      }
      assert.deepEqual(await profile(manager), before);
    });
  });
}
