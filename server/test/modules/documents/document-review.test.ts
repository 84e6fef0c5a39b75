import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, type Session, type TestContext, appWithSellers } from '../../helpers.ts';
import { PDF_SMALL } from '../../support/files.ts';
import { sendForm } from '../../support/forms.ts';
import { DOCUMENT_TYPES } from '../../../src/platform/schemas/domain.ts';
import { review } from '../../../src/modules/documents/domain/review.ts';
import { reviewExpectedBy } from '../../../src/modules/documents/domain/verification.ts';

const T = DOCUMENT_TYPES;

interface Item {
  docType: string;
  status: string;
  documentId: string | null;
  rejectionReason: string | null;
}
interface ChecklistAnswer {
  isVerified: boolean;
  items: Item[];
  review: { submittedAt: string; expectedBy: string; overdue: boolean } | null;
}
interface Doc {
  _id: string;
  docType: string;
  status: string;
  rejectionReason: string | null;
  rejectedAt: string | null;
  replacedAt: string | null;
}

for (const driver of DRIVERS) {
  describe(`the verification journey (${driver})`, () => {
    let ctx: TestContext, a: Session, b: Session;
    before(async () => ([ctx, a, b] = await appWithSellers(driver, ['unverified', 'unverified'])));
    after(async () => ctx.close());

    const send = (s: Session, docType: string) =>
      sendForm(ctx.app, s, '/api/documents', [
        { name: 'docType', value: docType },
        { name: 'file', filename: 'f.pdf', contentType: 'application/pdf', data: PDF_SMALL },
      ]);
    const upload = async (s: Session, docType: string) => {
      const res = await send(s, docType);
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { document: Doc } }>(res).data.document._id;
    };
    const checklist = async (s: Session) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/documents/checklist', headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: ChecklistAnswer }>(res).data;
    };
    const documents = async (s: Session) =>
      json<{ data: { documents: Doc[] } }>(await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(s) })).data.documents;
    const latestNotification = async (s: Session) => {
      const [n] = await ctx.app.db.query<{ kind: string; message: string }>(
        `SELECT kind, message FROM notifications WHERE seller_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [s.sellerId],
      );
      return n;
    };

    test('no review date until all 6 are uploaded; then under review, expected 5 working days after the last upload', async () => {
      for (const t of T.slice(0, 5)) await upload(a, t);
      assert.equal((await checklist(a)).review, null);
      const last = await upload(a, T[5]);
      const [row] = await ctx.app.db.query<{ created_at: Date }>(`SELECT created_at FROM documents WHERE id = $1`, [last]);
      const c = await checklist(a);
      assert.equal(c.isVerified, false);
      // The rule's calendar is proven in test/modules/documents/verification.test.ts; here the answer uses it.
      assert.deepEqual(c.review, { submittedAt: row?.created_at.toISOString(), expectedBy: reviewExpectedBy(row!.created_at), overdue: false });
      assert.ok(c.review && c.review.expectedBy > (row?.created_at.toISOString().slice(0, 10) ?? ''));
      // Three weeks later and still not reviewed: the date has passed.
      const earlier = new Date(Date.now() - 21 * 86_400_000);
      await ctx.app.db.query(`UPDATE documents SET created_at = $2 WHERE seller_id = $1`, [a.sellerId, earlier]);
      assert.deepEqual((await checklist(a)).review, { submittedAt: earlier.toISOString(), expectedBy: reviewExpectedBy(earlier), overdue: true });
    });

    test('a rejection needs a reason and only a Pending document can be rejected', async () => {
      const id = (await checklist(a)).items[1]?.documentId ?? '';
      await assert.rejects(review(ctx.app.db, a.email, { reject: [{ id, reason: ' ' }] }), /needs a reason/);
      await review(ctx.app.db, a.email, { verify: [id] });
      await assert.rejects(review(ctx.app.db, a.email, { reject: [{ id, reason: 'Blurred' }] }), /only a Pending document can be rejected/);
      const theirs = await upload(b, T[0]);
      await assert.rejects(review(ctx.app.db, a.email, { reject: [{ id: theirs, reason: 'Blurred' }] }), /does not belong/);
    });

    test('a rejected document says why (checklist, list and notification) and its type may be uploaded again', async () => {
      const id = (await checklist(a)).items[2]?.documentId ?? '';
      await review(ctx.app.db, a.email, { reject: [{ id, reason: 'The bank stamp is not readable.' }] });
      const c = await checklist(a);
      assert.deepEqual({ status: c.items[2]?.status, reason: c.items[2]?.rejectionReason }, { status: 'Rejected', reason: 'The bank stamp is not readable.' });
      // One type is no longer uploaded: not under review any more.
      assert.equal(c.review, null);
      const rejected = (await documents(a)).find((d) => d._id === id);
      assert.equal(rejected?.status, 'Expired');
      assert.equal(rejected?.rejectionReason, 'The bank stamp is not readable.');
      assert.ok(rejected?.rejectedAt);
      assert.deepEqual(await latestNotification(a), {
        kind: 'document_rejected',
        message: `${T[2]} was rejected: The bank stamp is not readable. Upload a new one in the Document Center.`,
      });
      const fresh = await upload(a, T[2]);
      const again = await checklist(a);
      assert.equal(again.items[2]?.status, 'Pending');
      assert.equal(again.items[2]?.documentId, fresh);
      assert.equal(again.items[2]?.rejectionReason, null);
      assert.ok(again.review);
    });

    test('an unverified seller cannot upload a second document of a type that is uploaded (spec 5)', async () => {
      const res = await send(a, T[1]);
      assert.equal(res.statusCode, 409);
      assert.equal(json(res).message, 'A document of this type has already been uploaded');
    });

    test('a verified seller renews a document: Pending beside the Verified one, still verified; a second renewal is refused', async () => {
      await review(ctx.app.db, a.email, { verifyAll: true });
      assert.equal((await checklist(a)).isVerified, true);
      assert.equal((await checklist(a)).review, null);
      const old = (await checklist(a)).items[0]?.documentId ?? '';
      const renewal = await upload(a, T[0]);
      const list = await documents(a);
      assert.deepEqual(
        list.filter((d) => d.docType === T[0] && d.status !== 'Expired').map((d) => [d._id, d.status]),
        [
          [renewal, 'Pending'],
          [old, 'Verified'],
        ],
      );
      const c = await checklist(a);
      assert.equal(c.isVerified, true);
      assert.equal(c.items[0]?.status, 'Verified');
      const second = await send(a, T[0]);
      assert.equal(second.statusCode, 409);
      assert.equal(json(second).message, 'A new document of this type is already waiting for review; delete it first to upload another');
    });

    test('a rejected renewal leaves the verified document as it was', async () => {
      const renewal = (await documents(a)).find((d) => d.docType === T[0] && d.status === 'Pending')?._id ?? '';
      const r = await review(ctx.app.db, a.email, { reject: [{ id: renewal, reason: 'Wrong company name' }] });
      assert.equal(r.isVerified, true);
      const c = await checklist(a);
      assert.equal(c.isVerified, true);
      assert.equal(c.items[0]?.status, 'Verified');
      assert.equal(c.items[0]?.rejectionReason, null);
    });

    test('a verified renewal replaces the old one in the same review; the seller stays verified', async () => {
      const old = (await checklist(a)).items[0]?.documentId ?? '';
      const renewal = await upload(a, T[0]);
      const r = await review(ctx.app.db, a.email, { verify: [renewal] });
      assert.equal(r.isVerified, true);
      const list = await documents(a);
      const byId = new Map(list.map((d) => [d._id, d]));
      assert.equal(byId.get(renewal)?.status, 'Verified');
      assert.equal(byId.get(old)?.status, 'Expired');
      assert.ok(byId.get(old)?.replacedAt);
      assert.equal(byId.get(old)?.rejectionReason, null);
      assert.equal((await checklist(a)).items[0]?.documentId, renewal);
      assert.deepEqual(await latestNotification(a), { kind: 'document_verified', message: `${T[0]} was verified and replaces the one verified before.` });
      // No notification that verification changed: it never lapsed.
      const [lapsed] = await ctx.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE seller_id = $1 AND title = 'Verification needs attention'`,
        [a.sellerId],
      );
      assert.equal(lapsed?.n, 0);

      // The replaced one cannot be verified back over the renewal, nor expired again.
      await assert.rejects(review(ctx.app.db, a.email, { verify: [old] }), /is Expired: only a Pending document can be verified/);
      await assert.rejects(review(ctx.app.db, a.email, { expire: [old] }), /is already Expired/);
      assert.equal((await checklist(a)).items[0]?.documentId, renewal);
    });

    test('--verify-all with --reject verifies all but the rejected ones', async () => {
      const [first, second] = [await upload(a, T[2]), await upload(a, T[3])];
      const r = await review(ctx.app.db, a.email, { verifyAll: true, reject: [{ id: second, reason: 'The stamp is unreadable' }] });
      const byId = new Map(r.documents.map((d) => [d.id, d]));
      assert.equal(byId.get(first)?.status, 'Verified');
      assert.equal(byId.get(second)?.status, 'Expired');
      assert.equal(byId.get(second)?.rejectionReason, 'The stamp is unreadable');
      assert.equal(r.isVerified, true, 'the rejected renewal leaves the verified document of its type');
    });

    test('uploads are audited as the member who made them', async () => {
      const [row] = await ctx.app.db.query<{ actor_id: string; action: string }>(
        `SELECT actor_id, action FROM audit_log WHERE seller_id = $1 AND module = 'documents' AND action = 'create' ORDER BY id DESC LIMIT 1`,
        [a.sellerId],
      );
      assert.deepEqual(row, { actor_id: a.userId, action: 'create' });
    });

    test("another company's document ids answer 404 and nothing of theirs changes", async () => {
      const mine = (await checklist(a)).items[0]?.documentId ?? '';
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/documents/${mine}`, headers: bearer(b) });
      assert.equal(res.statusCode, 404);
      assert.equal(json(res).message, 'Document not found');
      assert.equal((await checklist(a)).items[0]?.documentId, mine);
      assert.ok((await checklist(b)).items.every((i) => i.rejectionReason === null));
      assert.equal((await documents(b)).length, 1);
    });
  });
}
