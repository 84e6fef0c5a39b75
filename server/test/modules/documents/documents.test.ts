import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, type Session, type TestContext, appWithSellers, isStored, storedKeys } from '../../helpers.ts';
import { EXE_HEAD, JPEG_HEAD, PDF_SMALL, PNG_1x1 } from '../../support/files.ts';
import { sendForm, type Part } from '../../support/forms.ts';
import { DOCUMENT_TYPES } from '../../../src/platform/schemas/domain.ts';
import { review } from '../../../src/modules/documents/domain/review.ts';

const T = DOCUMENT_TYPES;
const DOCX_HEAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
const ZIP_HEAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....evil/payload.bin....')]);
const DOC_HEAD = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);

interface DocAnswer {
  data: {
    document: { _id: string; docType: string; status: string; fileUrl: string; fileName: string; contentType: string; createdAt: string; description: string };
  };
}

for (const driver of DRIVERS) {
  describe(`documents (${driver})`, () => {
    let ctx: TestContext, a: Session, b: Session;
    before(async () => ([ctx, a, b] = await appWithSellers(driver, ['unverified', 'unverified'])));
    after(async () => ctx.close());

    const upload = (s: Session, docType: string | undefined, file?: { name: string; data: Buffer; type?: string }, description?: string) => {
      const parts: Part[] = [];
      if (docType !== undefined) parts.push({ name: 'docType', value: docType });
      if (description !== undefined) parts.push({ name: 'description', value: description });
      if (file) parts.push({ name: 'file', filename: file.name, contentType: file.type ?? 'application/octet-stream', data: file.data });
      return sendForm(ctx.app, s, '/api/documents', parts);
    };

    test('upload pdf/docx/doc/png/jpg by content (unverified sellers may upload); list newest first; summary', async () => {
      const files = [
        { name: 'secp.pdf', data: PDF_SMALL, mime: 'application/pdf' },
        { name: 'ntn.docx', data: DOCX_HEAD, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        { name: 'bank.doc', data: DOC_HEAD, mime: 'application/msword' },
        { name: 'cnic.png', data: PNG_1x1, mime: 'image/png' },
        { name: 'letterhead.jpeg', data: JPEG_HEAD, mime: 'image/jpeg' },
      ];
      for (const [i, f] of files.entries()) {
        const res = await upload(a, T[i], { name: f.name, data: f.data }, `Copy ${i}`);
        assert.equal(res.statusCode, 201, res.body);
        const d = json<DocAnswer>(res).data.document;
        assert.equal(d.status, 'Pending');
        assert.equal(d.contentType, f.mime);
        const dl = await ctx.app.inject({ method: 'GET', url: d.fileUrl });
        assert.equal(dl.statusCode, 200);
        assert.equal(dl.headers['content-type'], f.mime);
        assert.deepEqual(dl.rawPayload, f.data);
      }
      const list = json<{ data: { documents: { docType: string; description: string; status: string; createdAt: string; fileUrl: string }[] } }>(
        await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(a) }),
      ).data.documents;
      assert.equal(list.length, 5);
      assert.equal(list[0]?.docType, T[4]);
      for (const d of list) assert.ok(d.docType && d.status && d.createdAt && d.fileUrl.startsWith('/api/files/documents/'));
      const summary = json(await ctx.app.inject({ method: 'GET', url: '/api/documents/summary', headers: bearer(a) }));
      assert.deepEqual(summary, { data: { total: 5, Verified: 0, Pending: 5, Expired: 0 } });
    });

    test('refusals: renamed executable, plain zip, missing file/type, unknown type, duplicate live type, > 10MB', async () => {
      const exe = await upload(a, T[5], { name: 'bill.pdf', data: EXE_HEAD, type: 'application/pdf' });
      assert.equal(exe.statusCode, 400);
      assert.equal(json(exe).message, 'Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file');
      assert.equal((await upload(a, T[5], { name: 'bill.docx', data: ZIP_HEAD })).statusCode, 400);
      const noFile = await upload(a, T[5]);
      assert.equal(noFile.statusCode, 400);
      assert.equal(json(noFile).message, 'Please select a file to upload');
      const noType = await upload(a, undefined, { name: 'x.pdf', data: PDF_SMALL });
      assert.equal(noType.statusCode, 400);
      assert.equal(json(noType).message, 'Document type is required');
      assert.equal((await upload(a, 'Passport', { name: 'x.pdf', data: PDF_SMALL })).statusCode, 400);
      const dup = await upload(a, T[0], { name: 'again.pdf', data: PDF_SMALL });
      assert.equal(dup.statusCode, 409);
      assert.equal(json(dup).message, 'A document of this type has already been uploaded');
      const big = Buffer.concat([PDF_SMALL, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF_SMALL.length, 0x20)]);
      const tooBig = await upload(a, T[5], { name: 'bill.pdf', data: big });
      assert.equal(tooBig.statusCode, 413);
      assert.equal(json(tooBig).message, 'File is too large (max 10MB)');
      const exact = Buffer.concat([PDF_SMALL, Buffer.alloc(10 * 1024 * 1024 - PDF_SMALL.length, 0x20)]);
      const ok = await upload(b, T[5], { name: 'bill.pdf', data: exact });
      assert.equal(ok.statusCode, 201, 'exactly 10MB is accepted');
    });

    test('a path-traversal file name is stored under a random name inside uploads', async () => {
      const before = new Set(await storedKeys(ctx));
      const res = await upload(b, T[1], { name: '../../../../etc/cron.d/evil.pdf', data: PDF_SMALL });
      assert.equal(res.statusCode, 201, res.body);
      const d = json<DocAnswer>(res).data.document;
      assert.equal(d.fileName, 'evil.pdf');
      const added = (await storedKeys(ctx)).filter((f) => !before.has(f));
      assert.equal(added.length, 1);
      assert.match(added[0] ?? '', /^[a-f0-9]{32}\.pdf$/);
      assert.equal(fs.existsSync(path.join(ctx.dataDir, '..', 'etc')), false);
      const dl = await ctx.app.inject({ method: 'GET', url: d.fileUrl });
      assert.match(String(dl.headers['content-disposition']), /filename="evil.pdf"/);
    });

    test('signed URLs: tampered or expired answer 403', async () => {
      const d = json<DocAnswer>(await upload(b, T[2], { name: 'bank.png', data: PNG_1x1 })).data.document;
      const u = new URL(d.fileUrl, 'http://x');
      const sig = u.searchParams.get('sig') ?? '';
      const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const url of [
        d.fileUrl.replace(`sig=${sig}`, `sig=${flipped}`),
        d.fileUrl.replace(/expires=\d+/, `expires=${Number(u.searchParams.get('expires')) + 3600}`),
        d.fileUrl.replace('/documents/', '/images/'),
        `/api/files/documents/${d._id}`,
        ctx.app.signer.sign('documents', d._id, -1),
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 403, url);
      }
    });

    test("tenant isolation: B cannot list or delete A's documents", async () => {
      const aDocs = json<{ data: { documents: { _id: string }[] } }>(await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(a) })).data
        .documents;
      const bDocs = json<{ data: { documents: { _id: string }[] } }>(await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(b) })).data
        .documents;
      const aIds = new Set(aDocs.map((d) => d._id));
      assert.ok(bDocs.every((d) => !aIds.has(d._id)));
      const victim = aDocs[0]?._id ?? '';
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/api/documents/${victim}`, headers: bearer(b) })).statusCode, 404);
      assert.equal(json<{ data: { total: number } }>(await ctx.app.inject({ method: 'GET', url: '/api/documents/summary', headers: bearer(a) })).data.total, 5);
    });

    test('review: all 6 types Verified makes the seller verified (gate opens); expiry re-locks; delete removes the file', async (t) => {
      const res = await upload(a, T[5], { name: 'bill.pdf', data: PDF_SMALL });
      assert.equal(res.statusCode, 201);
      // The server may keep a looked-up user (with isVerified) for a few seconds: let that pass
      // on a mocked clock after each review, well within the access token's lifetime.
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      t.after(() => mock.timers.reset());
      const settle = () => mock.timers.tick(60_000);
      const gate = () => ctx.app.inject({ method: 'GET', url: '/api/seller/orders', headers: bearer(a) });
      assert.equal((await gate()).statusCode, 403);
      const r = await review(ctx.app.db, a.email, { verifyAll: true });
      assert.equal(r.isVerified, true);
      assert.equal(r.missingTypes.length, 0);
      settle();
      assert.equal((await gate()).statusCode, 200);
      const profile = json<{ data: { user: { isVerified: boolean } } }>(await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(a) }));
      assert.equal(profile.data.user.isVerified, true);
      const expiring = r.documents[0]?.id ?? '';
      const r2 = await review(ctx.app.db, a.email, { expire: [expiring] });
      assert.equal(r2.isVerified, false);
      settle();
      assert.equal((await gate()).statusCode, 403);
      // An Expired type may be uploaded again
      const docType = r.documents[0]?.docType ?? '';
      assert.equal((await upload(a, docType, { name: 'new.pdf', data: PDF_SMALL })).statusCode, 201);
      await assert.rejects(
        review(ctx.app.db, a.email, {
          verify: [(await ctx.app.db.query<{ id: string }>('SELECT id FROM documents WHERE seller_id = $1 LIMIT 1', [b.sellerId]))[0]?.id ?? ''],
        }),
      );
      // delete
      const [row] = await ctx.app.db.query<{ id: string; storage_key: string }>(
        `SELECT id, storage_key FROM documents WHERE seller_id = $1 AND status = 'Pending'`,
        [a.sellerId],
      );
      assert.ok(await isStored(ctx, row?.storage_key));
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/documents/${row?.id}`, headers: bearer(a) });
      assert.equal(del.statusCode, 200);
      assert.deepEqual(json(del), { data: { success: true } });
      assert.equal(await isStored(ctx, row?.storage_key), false);
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/api/documents/${row?.id}`, headers: bearer(a) })).statusCode, 404);
    });
  });
}
