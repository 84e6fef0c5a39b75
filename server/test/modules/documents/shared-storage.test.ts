import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { DRIVERS, appWithSellers, json, storedKeys, tempDir, type Session, type TestContext } from '../../helpers.ts';
import { PDF_SMALL } from '../../support/files.ts';
import { sendForm } from '../../support/forms.ts';
import { startFakeS3, TEST_BUCKET, type FakeS3 } from '../../support/s3rver.ts';
import { buildApp } from '../../../src/app.ts';
import { DOCUMENT_TYPES } from '../../../src/platform/schemas/domain.ts';

/** Uploads a small PDF as the seller's first document; its signed download URL. */
async function uploadDocument(app: FastifyInstance, seller: Session): Promise<string> {
  const res = await sendForm(app, seller, '/api/documents', [
    { name: 'docType', value: DOCUMENT_TYPES[0] },
    { name: 'file', filename: 'secp.pdf', data: PDF_SMALL },
  ]);
  assert.equal(res.statusCode, 201, res.body);
  return json<{ data: { document: { fileUrl: string } } }>(res).data.document.fileUrl;
}

/** Another API process on `ctx`'s database and storage, with a data directory of its own. */
function anotherProcessOf(ctx: TestContext, dataDir: string): Promise<FastifyInstance> {
  return buildApp({
    db: ctx.app.db,
    config: { dataDir, storageUrl: ctx.app.config.storageUrl, seedDemo: false, webRoot: tempDir('agrihub-web-'), logLevel: 'silent' },
    logger: false,
  });
}

/** The PDF downloads whole through `app`. */
async function assertDownloads(app: FastifyInstance, fileUrl: string): Promise<void> {
  const dl = await app.inject({ method: 'GET', url: fileUrl });
  assert.equal(dl.statusCode, 200);
  assert.deepEqual(dl.rawPayload, PDF_SMALL);
  assert.equal(dl.headers['content-type'], 'application/pdf');
  assert.equal(Number(dl.headers['content-length']), PDF_SMALL.length);
}

for (const driver of DRIVERS) {
  describe(`uploads every process reads (database storage, ${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    const others: FastifyInstance[] = [];
    const dirs: string[] = [];
    before(async () => {
      [ctx, seller] = await appWithSellers(driver, ['unverified'], { storageUrl: 'database' });
    });
    after(async () => {
      for (const app of others) await app.close();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      await ctx.close();
    });

    /** Another API process on the same database, with a data directory of its own. */
    async function anotherProcess(dataDir = tempDir()): Promise<FastifyInstance> {
      dirs.push(dataDir);
      const app = await anotherProcessOf(ctx, dataDir);
      others.push(app);
      return app;
    }

    test('a document uploaded through one process downloads whole through another, and nothing is written to either disk', async () => {
      const fileUrl = await uploadDocument(ctx.app, seller);
      await assertDownloads(await anotherProcess(), fileUrl);
      assert.equal(fs.existsSync(path.join(ctx.dataDir, 'uploads')), false);
    });

    test("a single-process server's files on disk are adopted into the database at start, so its links keep working", async () => {
      // What an earlier server with DATA_DIR/uploads left: a row naming a key, and the file on its disk.
      const dataDir = tempDir();
      const key = `${'ab'.repeat(16)}.pdf`;
      fs.mkdirSync(path.join(dataDir, 'uploads'));
      fs.writeFileSync(path.join(dataDir, 'uploads', key), PDF_SMALL);
      const stray = `${'cd'.repeat(16)}.pdf`;
      fs.writeFileSync(path.join(dataDir, 'uploads', stray), 'no row names this one');
      await ctx.app.db.query('UPDATE documents SET storage_key = $1 WHERE seller_id = $2', [key, seller.sellerId]);
      const adopting = await anotherProcess(dataDir);
      const list = await adopting.inject({ method: 'GET', url: '/api/documents', headers: { authorization: `Bearer ${seller.token}` } });
      const [doc] = json<{ data: { documents: { fileUrl: string }[] } }>(list).data.documents;
      const dl = await ctx.app.inject({ method: 'GET', url: doc?.fileUrl ?? '' });
      assert.equal(dl.statusCode, 200, 'the first process reads what the second adopted');
      assert.deepEqual(dl.rawPayload, PDF_SMALL);
      // That very key: a random key of another upload may begin with 'cd' too.
      const rows = await ctx.app.db.query<{ key: string }>('SELECT key FROM file_contents WHERE key = $1', [stray]);
      assert.equal(rows.length, 0, 'a file no row names is not adopted');
    });
  });
}

for (const driver of DRIVERS) {
  describe(`uploads every process reads (S3 storage, ${driver})`, () => {
    let s3: FakeS3;
    let ctx: TestContext;
    let seller: Session;
    const dirs: string[] = [];
    before(async () => {
      s3 = await startFakeS3();
      [ctx, seller] = await appWithSellers(driver, ['unverified'], { storageUrl: `s3://${TEST_BUCKET}/portal?endpoint=${s3.endpoint}` });
    });
    after(async () => {
      await ctx.close();
      await s3.stop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    test('a document uploaded through one process is an object under the prefix and downloads whole through another', async () => {
      const fileUrl = await uploadDocument(ctx.app, seller);
      assert.equal(ctx.app.storage.kind, 's3');
      const [key] = await storedKeys(ctx);
      assert.match(key ?? '', /^[a-f0-9]{32}\.pdf$/);
      const dataDir = tempDir();
      dirs.push(dataDir);
      const other = await anotherProcessOf(ctx, dataDir);
      try {
        await assertDownloads(other, fileUrl);
      } finally {
        await other.close();
      }
      assert.equal(fs.existsSync(path.join(ctx.dataDir, 'uploads')), false);
      assert.equal((await ctx.app.db.query('SELECT 1 FROM file_contents')).length, 0, 'no bytes in the database either');
    });
  });
}
