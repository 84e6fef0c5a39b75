import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, type Session, type TestContext, appWithSellers } from '../../helpers.ts';
import { PDF_SMALL, PNG_1x1 } from '../../support/files.ts';
import { sendForm } from '../../support/forms.ts';
import { DOCUMENT_TYPES } from '../../../src/platform/schemas/domain.ts';
import { review } from '../../../src/modules/documents/domain/review.ts';

const T = DOCUMENT_TYPES;

interface ChecklistAnswer {
  data: { isVerified: boolean; items: { docType: string; status: string; documentId: string | null; uploadedAt: string | null }[] };
}

for (const driver of DRIVERS) {
  describe(`documents checklist (${driver})`, () => {
    let ctx: TestContext, a: Session, b: Session;
    before(async () => ([ctx, a, b] = await appWithSellers(driver, ['unverified', 'unverified'])));
    after(async () => ctx.close());

    const upload = async (s: Session, docType: string, data: Buffer = PDF_SMALL) => {
      const res = await sendForm(ctx.app, s, '/api/documents', [
        { name: 'docType', value: docType },
        { name: 'file', filename: 'f.pdf', contentType: 'application/pdf', data },
      ]);
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { document: { _id: string } } }>(res).data.document._id;
    };
    const checklist = async (s: Session) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/documents/checklist', headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<ChecklistAnswer>(res).data;
    };
    const statuses = async (s: Session) => (await checklist(s)).items.map((i) => i.status);

    test('needs a session', async () => {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/documents/checklist' })).statusCode, 401);
    });

    test('a new seller: all 6 required types Missing, in spec order, not verified', async () => {
      const c = await checklist(a);
      assert.equal(c.isVerified, false);
      assert.deepEqual(
        c.items.map((i) => i.docType),
        [...T],
      );
      assert.ok(c.items.every((i) => i.status === 'Missing' && i.documentId === null && i.uploadedAt === null));
    });

    test('uploads show as Pending with their id; review makes them Verified and the seller verified', async () => {
      const first = await upload(a, T[0]);
      await upload(a, T[3], PNG_1x1);
      const c = await checklist(a);
      assert.equal(c.items[0]?.documentId, first);
      assert.ok(c.items[0]?.uploadedAt);
      assert.deepEqual(
        c.items.map((i) => i.status),
        ['Pending', 'Missing', 'Missing', 'Pending', 'Missing', 'Missing'],
      );
      for (const t of [T[1], T[2], T[4], T[5]]) await upload(a, t);
      assert.ok((await statuses(a)).every((s) => s === 'Pending'));
      await review(ctx.app.db, a.email, { verify: [first] });
      assert.deepEqual((await statuses(a)).slice(0, 2), ['Verified', 'Pending']);
      assert.equal((await checklist(a)).isVerified, false);
      await review(ctx.app.db, a.email, { verifyAll: true });
      const done = await checklist(a);
      assert.equal(done.isVerified, true);
      assert.ok(done.items.every((i) => i.status === 'Verified'));
    });

    test('an expired type shows Expired until a new one is uploaded, which then counts (Pending)', async () => {
      const id = (await checklist(a)).items[2]?.documentId ?? '';
      await review(ctx.app.db, a.email, { expire: [id] });
      let c = await checklist(a);
      assert.equal(c.items[2]?.status, 'Expired');
      assert.equal(c.isVerified, false);
      const fresh = await upload(a, T[2]);
      c = await checklist(a);
      assert.equal(c.items[2]?.status, 'Pending');
      assert.equal(c.items[2]?.documentId, fresh);
    });

    test('deleting a document returns its type to Missing', async () => {
      const id = (await checklist(a)).items[5]?.documentId ?? '';
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: bearer(a) });
      assert.equal(del.statusCode, 200);
      assert.equal((await checklist(a)).items[5]?.status, 'Missing');
    });

    test("tenant isolation: another seller's documents never appear", async () => {
      const c = await checklist(b);
      assert.equal(c.isVerified, false);
      assert.ok(c.items.every((i) => i.status === 'Missing'));
    });
  });
}
