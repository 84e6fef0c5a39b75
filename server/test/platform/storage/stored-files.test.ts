import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, createTestApp, json, registerSeller, tempDir, type TestContext } from '../../helpers.ts';
import { PDF_SMALL, PNG_1x1 } from '../../support/files.ts';
import { sendForm, textParts, type Part } from '../../support/forms.ts';
import { buildApp } from '../../../src/app.ts';
import { DOCUMENT_TYPES } from '../../../src/platform/schemas/domain.ts';

const HOUR = 60 * 60 * 1000;

for (const driver of DRIVERS) {
  describe(`orphan files swept at start (${driver})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(driver, { storageUrl: 'disk' });
    });
    after(async () => ctx.close());

    test('an old file no row holds and an old unfinished write are deleted; held files and young ones stay', async () => {
      const seller = await registerSeller(ctx.app, { verified: true });
      const post = async (url: string, parts: Part[]) => {
        const res = await sendForm(ctx.app, seller, url, parts);
        assert.equal(res.statusCode, 201, res.body);
        return res;
      };
      const doc = json<{ data: { document: { fileUrl: string } } }>(
        await post('/api/documents', [
          { name: 'docType', value: DOCUMENT_TYPES[0] },
          { name: 'file', filename: 'secp.pdf', data: PDF_SMALL },
        ]),
      ).data.document;
      await post('/api/seller/products', [
        ...textParts({ name: 'Urea', sku: 'SW-1', category: 'fertilizers', price: '100', stockQuantity: '1', minStockLevel: '1' }),
        { name: 'images', filename: 'bag.png', contentType: 'image/png', data: PNG_1x1 },
      ]);
      const dir = path.join(ctx.dataDir, 'uploads');
      const held = fs.readdirSync(dir);
      assert.equal(held.length, 2);

      const name = (ext: string) => `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const oldOrphan = name('pdf');
      const youngOrphan = name('png');
      const oldPartial = `${name('jpg')}.part`;
      const youngPartial = `${name('pdf')}.part`;
      const notOurs = 'README.txt';
      for (const f of [oldOrphan, youngOrphan, oldPartial, youngPartial, notOurs]) fs.writeFileSync(path.join(dir, f), 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      const fiftyMinutesAgo = new Date(Date.now() - 50 * 60 * 1000);
      for (const f of [...held, oldOrphan, oldPartial, notOurs]) fs.utimesSync(path.join(dir, f), twoHoursAgo, twoHoursAgo);
      for (const f of [youngOrphan, youngPartial]) fs.utimesSync(path.join(dir, f), fiftyMinutesAgo, fiftyMinutesAgo);

      // Another start on the same database and directory, as a restart or a second process would.
      const restarted = await buildApp({
        db: ctx.app.db,
        config: { dataDir: ctx.dataDir, storageUrl: 'disk', seedDemo: false, webRoot: tempDir('agrihub-web-'), logLevel: 'silent' },
        logger: false,
      });
      await restarted.close();

      assert.deepEqual(fs.readdirSync(dir).sort(), [...held, youngOrphan, youngPartial, notOurs].sort());
      const dl = await ctx.app.inject({ method: 'GET', url: doc.fileUrl });
      assert.equal(dl.statusCode, 200);
      assert.deepEqual(dl.rawPayload, PDF_SMALL);
    });
  });
}
