import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, assertInvalid, assertFields, bearer, createTestApp, json, loginDemo, registerSeller, type Session, type TestContext } from '../../helpers.ts';

interface Member {
  _id: string;
  name: string;
  email: string;
  role: string;
  department: string | null;
  notes: string | null;
  status: string;
  lastActiveAt: string | null;
  isOwner: boolean;
}
interface Team {
  members: Member[];
  summary: { total: number; admins: number; editors: number; viewers: number; managers: number };
}

for (const driver of DRIVERS) {
  describe(`team access and roles (${driver})`, () => {
    let ctx: TestContext;
    let demo: Session;
    let unverified: Session;
    let seller: Session;
    let other: Session;

    const team = async (s: Session): Promise<Team> => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/team', headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: Team }>(res).data;
    };
    const add = (s: Session, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/seller/team/members', headers: bearer(s), payload });
    const setRole = (s: Session, id: string, role: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/seller/team/members/${id}/role`, headers: bearer(s), payload: { role } });
    const ownerOf = async (s: Session) => (await team(s)).members.find((m) => m.isOwner) as Member;

    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      demo = await loginDemo(ctx.app, 'seller@demo.pk');
      unverified = await loginDemo(ctx.app, 'new@demo.pk');
      seller = await registerSeller(ctx.app, { verified: true });
      other = await registerSeller(ctx.app, { verified: true });
    });
    after(async () => ctx.close());

    test("seeded team: the seller's own account first as the only admin, then the sample members", async () => {
      const t = await team(demo);
      assert.deepEqual(t.summary, { total: 7, admins: 1, editors: 2, viewers: 3, managers: 1 });
      const [owner, ...rest] = t.members;
      assert.equal(owner?.isOwner, true);
      assert.equal(owner?.email, 'seller@demo.pk');
      assert.equal(owner?.name, 'Ahmed Raza');
      assert.equal(owner?.role, 'admin');
      assert.equal(owner?.status, 'Active');
      // Signing in is activity: the owner's last active time is the latest sign-in or refresh.
      assert.ok(Date.now() - Date.parse(owner?.lastActiveAt ?? '') < 60_000);
      assert.ok(rest.every((m) => !m.isOwner && m.email.endsWith('@punjabagro.pk') && m.department));
      assert.deepEqual(new Set(rest.map((m) => m.status)), new Set(['Active', 'Inactive', 'Invited']));
      assert.equal(rest.find((m) => m.status === 'Invited')?.lastActiveAt, null);
    });

    test('a newly registered company starts with its own account as the first admin', async () => {
      const t = await team(seller);
      assert.equal(t.members.length, 1);
      assert.deepEqual(t.summary, { total: 1, admins: 1, editors: 0, viewers: 0, managers: 0 });
      assert.equal(t.members[0]?.email, seller.email);
      assert.equal(t.members[0]?.isOwner, true);
      assert.equal(t.members[0]?.name, 'Bilal Ahmed');
    });

    test('verified sellers only; sign-in required', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/team', headers: bearer(unverified) });
      assert.equal(res.statusCode, 403);
      assert.equal(json(res).message, 'Your account is pending verification');
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/seller/team' })).statusCode, 401);
      assert.equal((await add(unverified, { name: 'A', email: 'a@b.pk', role: 'viewer', department: 'sales' })).statusCode, 403);
    });

    test('add member: stored as Invited with every field; tiles count it', async () => {
      const res = await add(seller, {
        name: '  Kamran Yousaf ',
        email: ' Kamran@Example.PK ',
        role: 'editor',
        department: 'logistics',
        notes: ' Handles dispatch ',
      });
      assert.equal(res.statusCode, 201, res.body);
      const m = json<{ data: { member: Member } }>(res).data.member;
      assertFields(m, {
        name: 'Kamran Yousaf',
        email: 'kamran@example.pk',
        role: 'editor',
        department: 'logistics',
        notes: 'Handles dispatch',
        status: 'Invited',
        isOwner: false,
        lastActiveAt: null,
      });
      const t = await team(seller);
      assert.deepEqual(t.summary, { total: 2, admins: 1, editors: 1, viewers: 0, managers: 0 });
      assert.equal(t.members[1]?._id, m._id);
      const noNotes = await add(seller, { name: 'Sadia Malik', email: 'sadia@example.pk', role: 'manager', department: 'finance' });
      assert.equal(noNotes.statusCode, 201);
      assert.equal(json<{ data: { member: Member } }>(noNotes).data.member.notes, null);
    });

    test("add member: the form's messages for missing and invalid fields", async () => {
      const empty = await add(seller, { name: ' ', email: '', role: '', department: '' });
      assertInvalid(empty, {
        name: 'Name is required',
        email: 'Email is required',
        role: 'Role is required',
        department: 'Department is required',
      });
      assert.equal(json(empty).message, 'Name is required');
      const bad = await add(seller, { name: 'X', email: 'not-an-email', role: 'owner', department: 'hr' });
      assertInvalid(bad, {
        email: 'Invalid email address',
        role: 'Role must be one of: admin, manager, editor, viewer',
        department: 'Department must be one of: sales, logistics, product, finance, support',
      });
      const missing = await add(seller, { name: 'X' });
      assert.equal(missing.statusCode, 400);
    });

    test('duplicate e-mail within the company is refused (any case), another company may use it', async () => {
      const first = await add(seller, { name: 'Nadia Butt', email: 'nadia@example.pk', role: 'viewer', department: 'support' });
      assert.equal(first.statusCode, 201);
      const again = await add(seller, { name: 'Nadia B.', email: 'NADIA@example.pk', role: 'editor', department: 'sales' });
      assert.equal(again.statusCode, 409);
      assert.equal(json(again).message, 'A team member with the e-mail nadia@example.pk already exists in your company.');
      const owner = await add(seller, { name: 'Me again', email: seller.email.toUpperCase(), role: 'viewer', department: 'sales' });
      assert.equal(owner.statusCode, 409);
      const elsewhere = await add(other, { name: 'Nadia Butt', email: 'nadia@example.pk', role: 'viewer', department: 'support' });
      assert.equal(elsewhere.statusCode, 201);
      assert.equal((await team(seller)).members.filter((m) => m.email === 'nadia@example.pk').length, 1);
    });

    test('edit role changes the stored role and the tiles', async () => {
      const res = await add(seller, { name: 'Faisal Iqbal', email: 'faisal@example.pk', role: 'viewer', department: 'sales' });
      const id = json<{ data: { member: Member } }>(res).data.member._id;
      const before = (await team(seller)).summary;
      const changed = await setRole(seller, id, 'Admin');
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(json<{ data: { member: Member } }>(changed).data.member.role, 'admin');
      const after = (await team(seller)).summary;
      assert.equal(after.admins, before.admins + 1);
      assert.equal(after.viewers, before.viewers - 1);
      assert.equal(after.total, before.total);
      const bad = await setRole(seller, id, 'superuser');
      assert.equal(bad.statusCode, 400);
      assert.equal(json(bad).message, 'Role must be one of: admin, manager, editor, viewer');
      assert.equal((await setRole(seller, 'nope', 'viewer')).statusCode, 404);
      assert.equal((await setRole(seller, '00000000-0000-4000-8000-000000000000', 'viewer')).statusCode, 404);
    });

    test("tenant isolation: another company's member cannot be seen or changed", async () => {
      const mine = (await team(seller)).members.find((m) => !m.isOwner) as Member;
      const res = await setRole(other, mine._id, 'viewer');
      assert.equal(res.statusCode, 404);
      assert.equal(json(res).message, 'Team member not found');
      const ownerRes = await setRole(other, (await ownerOf(seller))._id, 'viewer');
      assert.equal(ownerRes.statusCode, 404);
      assert.ok((await team(other)).members.every((m) => !(m._id === mine._id)));
      assert.equal((await ownerOf(seller)).role, 'admin');
    });

    test('last-admin rule: the own account stays admin while it is the only active admin', async () => {
      const fresh = await registerSeller(ctx.app, { verified: true });
      const owner = await ownerOf(fresh);
      const refused = await setRole(fresh, owner._id, 'editor');
      assert.equal(refused.statusCode, 409);
      assert.equal(
        json(refused).message,
        'You are the only active admin of your company, so your account must stay an active admin. Make another active member an admin first.',
      );
      assert.equal((await ownerOf(fresh)).role, 'admin');
      // An invited admin has not joined yet, so it does not count.
      const invited = json<{ data: { member: Member } }>(
        await add(fresh, { name: 'Invited Admin', email: 'ia@example.pk', role: 'admin', department: 'sales' }),
      ).data.member;
      assert.equal((await setRole(fresh, owner._id, 'viewer')).statusCode, 409);
      assert.equal((await setRole(fresh, invited._id, 'viewer')).statusCode, 200);
      assert.equal((await setRole(fresh, owner._id, 'admin')).statusCode, 200);
    });

    test('last-admin rule: with another active admin the owner may step down, then that admin is the last', async () => {
      const owner = await ownerOf(demo);
      const manager = (await team(demo)).members.find((m) => m.email === 'ayesha.khan@punjabagro.pk') as Member;
      assert.equal((await setRole(demo, manager._id, 'admin')).statusCode, 200);
      const ayesha = await loginDemo(ctx.app, manager.email);
      const down = await setRole(demo, owner._id, 'manager');
      assert.equal(down.statusCode, 200, down.body);
      // The owner is a manager now: the team is no longer theirs to change.
      assert.equal((await setRole(demo, manager._id, 'editor')).statusCode, 403);
      const last = await setRole(ayesha, manager._id, 'editor');
      assert.equal(last.statusCode, 409);
      assert.equal(
        json(last).message,
        'You are the only active admin of your company, so your account must stay an active admin. Make another active member an admin first.',
      );
      assert.equal((await setRole(ayesha, owner._id, 'admin')).statusCode, 200);
    });

    test('two admins demoting each other at the same time: exactly one succeeds', async () => {
      const owner = await ownerOf(demo);
      const other = (await team(demo)).members.find((m) => !m.isOwner && m.role === 'admin') as Member;
      assert.ok(other, 'the previous test left a second active admin');
      const ayesha = await loginDemo(ctx.app, other.email);
      const results = await Promise.all([setRole(demo, other._id, 'manager'), setRole(ayesha, owner._id, 'manager')]);
      const [won, lost] = results.map((r) => r.statusCode).sort();
      assert.equal(won, 200);
      // The other is refused: 409 when both checks saw two admins and the last-admin rule stopped
      // it, 403 when the winner had already made it a manager before its own check ran.
      assert.ok(lost === 409 || lost === 403, `the second change answered ${lost}`);
      assert.equal((await team(demo)).summary.admins, 1);
      // Put the demo company back as it was: the owner the admin, Ayesha the manager.
      if (results[0]?.statusCode !== 200) {
        assert.equal((await setRole(ayesha, owner._id, 'admin')).statusCode, 200);
        assert.equal((await setRole(demo, other._id, 'manager')).statusCode, 200);
      }
    });
  });
}
