import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, registerSeller, type Session, type TestContext, appWithSellers, assertFinds, isStored } from '../../helpers.ts';
import { EXE_HEAD, JPEG_HEAD, PNG_1x1 } from '../../support/files.ts';
import { productFields, sendForm, type Part } from '../../support/forms.ts';

interface ProductAnswer {
  data: {
    product: {
      _id: string;
      name: string;
      price: number;
      costPrice: number | null;
      stockStatus: string;
      seasonal: boolean;
      images: { _id: string; url: string; contentType: string }[];
    };
  };
}

for (const driver of DRIVERS) {
  describe(`seller products (${driver})`, () => {
    let ctx: TestContext, a: Session, b: Session;
    before(async () => ([ctx, a, b] = await appWithSellers(driver, ['verified', 'verified'])));
    after(async () => ctx.close());

    const create = (s: Session, parts: Part[]) => sendForm(ctx.app, s, '/api/seller/products', parts);
    const list = async (s: Session, qs = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/products${qs}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<{
        data: { products: { _id: string; sku: string; name: string; stockStatus: string }[]; summary: Record<string, number>; pagination: { total: number } };
      }>(res).data;
    };

    test('create with images: 201, price in rupees, images served through signed URLs with the right type', async () => {
      const res = await create(a, [
        ...productFields(),
        { name: 'images', filename: 'bag.png', contentType: 'image/png', data: PNG_1x1 },
        { name: 'images', filename: 'bag2.jpg', contentType: 'image/jpeg', data: JPEG_HEAD },
      ]);
      assert.equal(res.statusCode, 201, res.body);
      const p = json<ProductAnswer>(res).data.product;
      assert.equal(p.price, 4650.5);
      assert.equal(p.costPrice, 3900);
      assert.equal(p.stockStatus, 'In Stock');
      assert.equal(p.images.length, 2);
      const img = await ctx.app.inject({ method: 'GET', url: p.images[0]?.url ?? '' });
      assert.equal(img.statusCode, 200);
      assert.equal(img.headers['content-type'], 'image/png');
      assert.deepEqual(img.rawPayload, PNG_1x1);
      const jpg = await ctx.app.inject({ method: 'GET', url: p.images[1]?.url ?? '' });
      assert.equal(jpg.headers['content-type'], 'image/jpeg');
      // Tampered: another id with this signature, or a changed expiry
      const tampered = (p.images[0]?.url ?? '').replace(p.images[0]?._id ?? '', p.images[1]?._id ?? '');
      assert.equal((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode, 403);
      const expired = ctx.app.signer.sign('images', p.images[0]?._id ?? '', -10);
      const exp = await ctx.app.inject({ method: 'GET', url: expired });
      assert.equal(exp.statusCode, 403);
      assert.equal(json(exp).message, 'This link has expired or is invalid');
    });

    test('create: every field validated with a per-field message', async () => {
      const res = await create(
        a,
        productFields({
          name: '',
          sku: 'bad sku!',
          category: 'toys',
          price: 'abc',
          stockQuantity: '-1',
          minStockLevel: '1.5',
          seasonal: 'maybe',
          costPrice: '1.234',
        }),
      );
      assert.equal(res.statusCode, 400);
      const e = json<{ errors: Record<string, string> }>(res).errors;
      for (const f of ['name', 'sku', 'category', 'price', 'stockQuantity', 'minStockLevel', 'seasonal', 'costPrice']) assert.ok(e[f], `${f}: ${res.body}`);
      const missing = await create(a, []);
      assert.equal(missing.statusCode, 400);
      assert.match(json<{ errors: Record<string, string> }>(missing).errors.price ?? '', /required/);
      const notImage = await create(a, [...productFields({ sku: 'X-1' }), { name: 'images', filename: 'photo.png', contentType: 'image/png', data: EXE_HEAD }]);
      assert.equal(notImage.statusCode, 400);
      assert.match(json(notImage).message, /not an image/);
      const six = await create(a, [
        ...productFields({ sku: 'X-2' }),
        ...Array.from({ length: 6 }, (_, i) => ({ name: 'images', filename: `p${i}.png`, contentType: 'image/png', data: PNG_1x1 })),
      ]);
      assert.equal(six.statusCode, 400);
      assert.equal(json(six).message, 'At most 5 images are allowed');
      const dup = await create(a, productFields({ sku: 'ure-001' }));
      assert.equal(dup.statusCode, 409);
      assert.equal((await list(a, '?q=X-')).products.length, 0, 'nothing stored on failure');
    });

    test('create: an image of 10MB + 1 byte answers 413 naming the file', async () => {
      const big = Buffer.concat([PNG_1x1, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG_1x1.length)]);
      const res = await create(a, [...productFields({ sku: 'BIG-1' }), { name: 'images', filename: 'huge.png', contentType: 'image/png', data: big }]);
      assert.equal(res.statusCode, 413);
      assert.equal(json(res).message, 'Image huge.png is too large (max 10MB)');
    });

    test('list: stock status, Seasonal, category and q filters; summary; metacharacters literal', async () => {
      const mk = (sku: string, name: string, stock: string, over: Record<string, string> = {}) =>
        create(a, productFields({ sku, name, stockQuantity: stock, ...over }));
      assert.equal((await mk('LOW-1', 'DAP 50kg', '10')).statusCode, 201);
      assert.equal((await mk('OUT-1', 'Potash 100% SOP', '0', { category: 'Fertilizers' })).statusCode, 201);
      assert.equal((await mk('SEED_1', 'Hybrid Maize Seed', '500', { category: 'seeds', seasonal: 'true' })).statusCode, 201);
      assert.equal((await mk('TL-1', "Farmer's Sprayer", '11', { category: 'tools' })).statusCode, 201);
      const skus = async (qs: string) => (await list(a, qs)).products.map((p) => p.sku);
      await assertFinds(skus, [
        ['?status=Low%20Stock', ['LOW-1']],
        ['?status=Out%20of%20Stock', ['OUT-1']],
        ['?status=Seasonal', ['SEED_1']],
        ['?category=Seeds', ['SEED_1']],
        ['?q=maize', ['SEED_1']],
        ['?q=tl-1', ['TL-1']],
        [`?q=${encodeURIComponent('100%')}`, ['OUT-1']],
        [`?q=${encodeURIComponent('_')}`, ['SEED_1']],
        [`?q=${encodeURIComponent("'")}`, ['TL-1']],
      ]);
      assert.deepEqual((await skus('?status=In%20Stock')).sort(), ['SEED_1', 'TL-1', 'URE-001']);
      assert.equal((await list(a, '?q=TOOLS')).products.length, 1, 'q matches category');
      assert.equal((await list(a, `?q=${encodeURIComponent('\\')}`)).products.length, 0);
      const d = await list(a, '?pageSize=2');
      assert.equal(d.products.length, 2);
      assert.equal(d.pagination.total, 5);
      assert.deepEqual(d.summary, { totalProducts: 5, activeProducts: 5, pendingReviewProducts: 0, lowStockProducts: 1, outOfStockProducts: 1 });
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/seller/products?status=Sold', headers: bearer(a) });
      assert.equal(bad.statusCode, 400);
    });

    test("tenant isolation and delete: B cannot see or delete A's products; delete removes image files", async () => {
      const res = await create(a, [...productFields({ sku: 'DEL-1' }), { name: 'images', filename: 'x.png', contentType: 'image/png', data: PNG_1x1 }]);
      const p = json<ProductAnswer>(res).data.product;
      const [img] = await ctx.app.db.query<{ storage_key: string }>('SELECT storage_key FROM product_images WHERE product_id = $1', [p._id]);
      const file = img?.storage_key;
      assert.ok(await isStored(ctx, file));
      assert.equal((await list(b, '?q=DEL')).products.length, 0);
      assert.equal((await list(b)).pagination.total, 0);
      const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/seller/products/${p._id}`, headers: bearer(b) });
      assert.equal(foreign.statusCode, 404);
      assert.ok(await isStored(ctx, file));
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/seller/products/${p._id}`, headers: bearer(a) });
      assert.equal(del.statusCode, 200);
      assert.deepEqual(json(del), { data: { success: true } });
      assert.equal(await isStored(ctx, file), false);
      assert.equal((await ctx.app.inject({ method: 'GET', url: p.images[0]?.url ?? '' })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/api/seller/products/${p._id}`, headers: bearer(a) })).statusCode, 404);
    });

    test("one product by id, with its images: another company's id, a deleted one and a non-id answer 404", async () => {
      const res = await create(a, [
        ...productFields({ sku: 'ONE-1', name: 'Zinc Sulphate 10kg' }),
        { name: 'images', filename: 'z.png', contentType: 'image/png', data: PNG_1x1 },
      ]);
      const created = json<ProductAnswer>(res).data.product;
      const get = (s: Session, id: string) => ctx.app.inject({ method: 'GET', url: `/api/seller/products/${id}`, headers: bearer(s) });
      const own = await get(a, created._id);
      assert.equal(own.statusCode, 200, own.body);
      const { product } = json<ProductAnswer>(own).data;
      assert.equal(product._id, created._id);
      assert.equal(product.name, 'Zinc Sulphate 10kg');
      assert.equal(product.images.length, 1);
      assert.equal((await ctx.app.inject({ method: 'GET', url: product.images[0]!.url })).statusCode, 200);
      for (const [s, id] of [
        [b, created._id],
        [a, 'not-an-id'],
        [a, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const res = await get(s, id);
        assert.equal(res.statusCode, 404, id);
        assert.equal(json(res).message, 'Product not found');
      }
      const u = await registerSeller(ctx.app);
      assert.equal((await get(u, created._id)).statusCode, 403);
    });

    test('verification gate on products', async () => {
      const u = await registerSeller(ctx.app);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/products', headers: bearer(u) });
      assert.equal(res.statusCode, 403);
      assert.equal(json(res).message, 'Your account is pending verification');
      assert.equal((await create(u, productFields({ sku: 'U-1' }))).statusCode, 403);
    });
  });
}
