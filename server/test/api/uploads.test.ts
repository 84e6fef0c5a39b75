import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, type Session, type TestContext, appWithSellers } from '../helpers.ts';
import { PDF_SMALL, PNG_1x1 } from '../support/files.ts';
import { multipart, sendForm, type Part } from '../support/forms.ts';
import { DOCUMENT_TYPES } from '../../src/platform/schemas/domain.ts';

const T = DOCUMENT_TYPES;
const MB = 1024 * 1024;
const UNSUPPORTED = 'Unsupported file type: upload a PDF, DOC, DOCX, JPG or PNG file';
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(cond: () => boolean, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; !cond(); await sleep(20)) if (Date.now() > end) return false;
  return true;
}

for (const driver of DRIVERS) {
  describe(`uploads stream to storage (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    let uploadsDir: string;
    before(async () => {
      // The disk's own behaviour (a file growing while it arrives, its .part name) is what is tested.
      [ctx, seller] = await appWithSellers(driver, ['verified'], { storageUrl: 'disk' });
      uploadsDir = path.join(ctx.dataDir, 'uploads');
    });
    after(async () => ctx.close());

    const stored = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : []);
    const post = (url: string, parts: Part[]) => sendForm(ctx.app, seller, url, parts);
    const uploadDoc = (docType: string, name: string, data: Buffer) =>
      post('/api/documents', [
        { name: 'docType', value: docType },
        { name: 'file', filename: name, data },
      ]);
    const productFields = (sku: string): Part[] =>
      Object.entries({ name: 'Urea 50kg Bag', sku, category: 'fertilizers', price: '4650', stockQuantity: '10', minStockLevel: '1' }).map(([name, value]) => ({
        name,
        value,
      }));
    const documentRows = () =>
      ctx.app.db.query<{ id: string; storage_key: string; status: string }>(
        'SELECT id, storage_key, status FROM documents WHERE seller_id = $1 ORDER BY created_at',
        [seller.sellerId],
      );

    test("a file over 10MB is a 413 with the route's message and leaves no file, not even the images before it", async () => {
      const first = await uploadDoc(T[0], 'secp.pdf', PDF_SMALL);
      assert.equal(first.statusCode, 201, first.body);
      const files = stored();
      assert.equal(files.length, 1);

      const doc = await uploadDoc(T[1], 'big.pdf', padded(PDF_SMALL, 10 * MB + 1));
      assert.equal(doc.statusCode, 413);
      assert.equal(json(doc).message, 'File is too large (max 10MB)');
      assert.deepEqual(stored(), files);

      const product = await post('/api/seller/products', [
        ...productFields('BIG-2'),
        { name: 'images', filename: 'fine.png', contentType: 'image/png', data: padded(PNG_1x1, 2 * MB) },
        { name: 'images', filename: 'huge.png', contentType: 'image/png', data: padded(PNG_1x1, 10 * MB + 1) },
      ]);
      assert.equal(product.statusCode, 413);
      assert.equal(json(product).message, 'Image huge.png is too large (max 10MB)');
      assert.deepEqual(stored(), files, 'the first image, already stored, is deleted with the request');
      assert.equal((await ctx.app.db.query('SELECT 1 FROM products WHERE sku = $1', ['BIG-2'])).length, 0);
    });

    test('a file is on disk while it arrives, and a client that goes away mid-file leaves nothing', async () => {
      const files = stored();
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const body = multipart([
        { name: 'docType', value: T[2] },
        { name: 'file', filename: 'bank.pdf', data: padded(PDF_SMALL, 8 * MB) },
      ]);
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/documents',
        headers: { ...bearer(seller), ...body.headers, 'content-length': String(body.payload.length) },
      });
      req.on('error', () => undefined);
      req.write(body.payload.subarray(0, 3 * MB));
      const partial = () => stored().filter((f) => !files.includes(f));
      assert.ok(await until(() => partial().length === 1 && fs.statSync(path.join(uploadsDir, partial()[0] ?? '')).size > 0), 'written as it arrives');
      assert.match(partial()[0] ?? '', /^[a-f0-9]{32}\.pdf\.part$/);
      req.destroy();
      assert.ok(await until(() => partial().length === 0), `left behind: ${partial().join(', ')}`);
      assert.equal((await documentRows()).length, 1);
    });

    test('a .docx is told from a plain zip by the entry names at its end, past the first 64 KB', async () => {
      const zip = (names: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200 * 1024, 0x41), Buffer.from(names)]);
      const files = stored();
      const plain = await uploadDoc(T[3], 'ntn.docx', zip('....evil/payload.bin....'));
      assert.equal(plain.statusCode, 400);
      assert.equal(json(plain).message, UNSUPPORTED);
      assert.deepEqual(stored(), files);
      const docx = await uploadDoc(T[3], 'ntn.docx', zip('....[Content_Types].xml....word/document.xml....'));
      assert.equal(docx.statusCode, 201, docx.body);
      const added = stored().filter((f) => !files.includes(f));
      assert.equal(added.length, 1);
      assert.match(added[0] ?? '', /^[a-f0-9]{32}\.docx$/);
    });

    test('when the notification cannot be saved, neither the new row nor its file stays, and the expired document still downloads', async () => {
      const old = await uploadDoc(T[4], 'tax.pdf', PDF_SMALL);
      assert.equal(old.statusCode, 201, old.body);
      const oldDoc = json<{ data: { document: { _id: string; fileUrl: string } } }>(old).data.document;
      await ctx.app.db.query(`UPDATE documents SET status = 'Expired' WHERE id = $1`, [oldDoc._id]);
      const rows = await documentRows();
      const files = stored();

      await ctx.app.db.exec(`
        CREATE FUNCTION test_refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'notifications refused by the test'; END $$;
        CREATE TRIGGER test_refuse_notification BEFORE INSERT ON notifications
          FOR EACH ROW EXECUTE FUNCTION test_refuse_notification();
      `);
      try {
        const failed = await uploadDoc(T[4], 'tax-2025.pdf', padded(PDF_SMALL, 3 * MB));
        assert.equal(failed.statusCode, 500);
      } finally {
        await ctx.app.db.exec(`DROP TRIGGER test_refuse_notification ON notifications; DROP FUNCTION test_refuse_notification();`);
      }
      assert.deepEqual(await documentRows(), rows, 'no row of the failed upload');
      assert.deepEqual(stored(), files, 'no file of the failed upload');
      const dl = await ctx.app.inject({ method: 'GET', url: oldDoc.fileUrl });
      assert.equal(dl.statusCode, 200);
      assert.deepEqual(dl.rawPayload, PDF_SMALL);

      const again = await uploadDoc(T[4], 'tax-2025.pdf', PDF_SMALL);
      assert.equal(again.statusCode, 201, again.body);
    });
  });
}
