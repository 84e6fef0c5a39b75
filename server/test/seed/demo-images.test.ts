import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { DRIVERS, bearer, createTestApp, json, loginDemo, type Session, type TestContext } from '../helpers.ts';
import { sniff } from '../../src/platform/storage/sniff.ts';
import { PACKSHOT_HEIGHT, PACKSHOT_WIDTH } from '../../src/seed/packshot.ts';

interface ListedProduct {
  name: string;
  images: { _id: string; url: string; contentType: string }[];
}

for (const driver of DRIVERS) {
  describe(`demo product images (${driver})`, () => {
    let ctx: TestContext;
    let seller: Session;
    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      seller = await loginDemo(ctx.app, 'seller@demo.pk');
    });
    after(async () => ctx.close());

    test('every demo product has a packshot, served through the files route as an uploaded image is', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/products?pageSize=100', headers: bearer(seller) });
      assert.equal(res.statusCode, 200, res.body);
      const { products, pagination } = json<{ data: { products: ListedProduct[]; pagination: { total: number } } }>(res).data;
      assert.ok(products.length >= 60);
      assert.equal(products.length, pagination.total);
      for (const p of products) {
        assert.equal(p.images.length, 1, `${p.name} has one image`);
        const [image] = p.images;
        assert.ok(image);
        const file = await ctx.app.inject({ method: 'GET', url: image.url });
        assert.equal(file.statusCode, 200, `${p.name}: ${file.body.slice(0, 200)}`);
        const kind = sniff(file.rawPayload);
        assert.ok(kind && (kind.mime === 'image/webp' || kind.mime === 'image/png'), `${p.name} is a WebP or PNG`);
        assert.equal(file.headers['content-type'], kind.mime);
        assert.equal(image.contentType, kind.mime);
        const meta = await sharp(file.rawPayload).metadata();
        assert.deepEqual([meta.width, meta.height], [PACKSHOT_WIDTH, PACKSHOT_HEIGHT]);
      }
    });

    test('the packshots are distinct pictures, each drawn for its product', async () => {
      const rows = await ctx.app.db.query<{ n: number; sizes: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT size_bytes)::int AS sizes FROM product_images`,
      );
      // Names differ, so the bytes do: a shared placeholder would give one size for all.
      assert.ok((rows[0]?.sizes ?? 0) > (rows[0]?.n ?? 0) / 2);
    });
  });
}
