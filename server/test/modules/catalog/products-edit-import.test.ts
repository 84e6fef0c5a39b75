import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, bearer, json, registerSeller, type Session, type TestContext, appWithSellers, isStored, storedKeys } from '../../helpers.ts';
import { EXE_HEAD, JPEG_HEAD, PNG_1x1 } from '../../support/files.ts';
import { productFields, sendForm, type Part } from '../../support/forms.ts';

interface ProductDto {
  _id: string;
  name: string;
  sku: string;
  price: number;
  costPrice: number | null;
  stockQuantity: number;
  stockStatus: string;
  seasonal: boolean;
  description: string;
  images: { _id: string; url: string; contentType: string }[];
}
interface RowError {
  row: number;
  field: string;
  column: string;
  message: string;
}
interface Preview {
  totalRows: number;
  validRows: number;
  invalidRows: number;
  errors: RowError[];
}

const HEADER = 'Product Name,SKU,Category,Selling Price (PKR),Cost Price (PKR),Stock Quantity,Minimum Order Quantity,Description,Seasonal';

const png = (filename: string): Part => ({ name: 'images', filename, contentType: 'image/png', data: PNG_1x1 });

for (const driver of DRIVERS) {
  describe(`product edit and bulk import (${driver})`, () => {
    let ctx: TestContext, a: Session, b: Session;
    before(async () => ([ctx, a, b] = await appWithSellers(driver, ['verified', 'verified'])));
    after(async () => ctx.close());

    const create = async (s: Session, parts: Part[]) => {
      const res = await sendForm(ctx.app, s, '/api/seller/products', parts);
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { product: ProductDto } }>(res).data.product;
    };
    const patchMultipart = (s: Session, id: string, parts: Part[]) => sendForm(ctx.app, s, `/api/seller/products/${id}`, parts, 'PATCH');
    const patchJson = (s: Session, id: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/seller/products/${id}`, headers: bearer(s), payload });
    const list = async (s: Session, qs = '') => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/products${qs}`, headers: bearer(s) });
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: { products: ProductDto[]; summary: Record<string, number>; pagination: { total: number } } }>(res).data;
    };
    const uploadCsv = (s: Session, url: string, csv: string | Buffer, extra: Part[] = []) =>
      sendForm(ctx.app, s, url, [
        ...extra,
        { name: 'file', filename: 'products.csv', contentType: 'text/csv', data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) },
      ]);
    const preview = (s: Session, csv: string | Buffer) => uploadCsv(s, '/api/seller/products/import/preview', csv);
    const commit = (s: Session, csv: string | Buffer, skipInvalidRows?: boolean) =>
      uploadCsv(s, '/api/seller/products/import', csv, skipInvalidRows === undefined ? [] : [{ name: 'skipInvalidRows', value: String(skipInvalidRows) }]);
    const storedFile = async (imageId: string) => {
      const [row] = await ctx.app.db.query<{ storage_key: string }>('SELECT storage_key FROM product_images WHERE id = $1', [imageId]);
      return row?.storage_key;
    };

    test('edit (multipart): new price and stock, one image removed and one added; the removed file is deleted', async () => {
      const p = await create(a, [...productFields({ sku: 'ED-1' }), png('one.png'), png('two.png')]);
      const removedFile = await storedFile(p.images[0]!._id);
      assert.ok(await isStored(ctx, removedFile));
      const res = await patchMultipart(a, p._id, [
        { name: 'price', value: '4999.99' },
        { name: 'stockQuantity', value: '7' },
        { name: 'removeImageIds', value: p.images[0]!._id },
        { name: 'images', filename: 'three.jpg', contentType: 'image/jpeg', data: JPEG_HEAD },
      ]);
      assert.equal(res.statusCode, 200, res.body);
      const e = json<{ data: { product: ProductDto } }>(res).data.product;
      assert.equal(e.price, 4999.99);
      assert.equal(e.stockQuantity, 7);
      assert.equal(e.stockStatus, 'Low Stock');
      assert.equal(e.name, 'Urea 50kg Bag', 'omitted fields keep their value');
      assert.equal(e.costPrice, 3900);
      assert.deepEqual(e.images.map((i) => i._id)[0], p.images[1]!._id, 'kept image first');
      assert.equal(e.images[1]?.contentType, 'image/jpeg');
      assert.equal(e.images.length, 2);
      assert.equal(await isStored(ctx, removedFile), false);
      const img = await ctx.app.inject({ method: 'GET', url: e.images[1]!.url });
      assert.equal(img.statusCode, 200);
      assert.equal(
        (await list(a, '?status=Low%20Stock')).products.some((x) => x._id === p._id),
        true,
      );
    });

    test('edit (JSON): partial change, cost price cleared, seasonal set; summary tiles follow', async () => {
      const p = await create(a, productFields({ sku: 'ED-2', stockQuantity: '50' }));
      const before = (await list(a)).summary;
      const res = await patchJson(a, p._id, { stockQuantity: 0, costPrice: '', seasonal: true, description: 'Now seasonal' });
      assert.equal(res.statusCode, 200, res.body);
      const e = json<{ data: { product: ProductDto } }>(res).data.product;
      assert.equal(e.stockStatus, 'Out of Stock');
      assert.equal(e.costPrice, null);
      assert.equal(e.seasonal, true);
      assert.equal(e.description, 'Now seasonal');
      const afterSummary = (await list(a)).summary;
      assert.equal(afterSummary.outOfStockProducts, (before.outOfStockProducts ?? 0) + 1);
      assert.equal(afterSummary.totalProducts, before.totalProducts);
      assert.deepEqual(
        (await list(a, '?status=Seasonal')).products.map((x) => x.sku),
        ['ED-2'],
      );
    });

    test("edit: the create form's per-field messages, 409 duplicate SKU, image rules; nothing changes on failure", async () => {
      const p = await create(a, [...productFields({ sku: 'ED-3' }), png('a.png')]);
      await create(a, productFields({ sku: 'ED-4' }));
      const bad = await patchJson(a, p._id, { name: '', price: 'abc', stockQuantity: -1, minStockLevel: 1.5, category: 'toys', seasonal: 'maybe' });
      assert.equal(bad.statusCode, 400);
      const errs = json<{ errors: Record<string, string> }>(bad).errors;
      assert.equal(errs.name, 'Product name is required');
      assert.equal(errs.price, 'Selling price must be a number of rupees with at most 2 decimals');
      assert.equal(errs.stockQuantity, 'Stock quantity must be a whole number of 0 or more');
      assert.equal(errs.minStockLevel, 'Minimum order quantity must be a whole number of 0 or more');
      assert.match(errs.category ?? '', /^Category must be one of/);
      assert.equal(errs.seasonal, 'Seasonal must be true or false');
      const empty = await patchMultipart(a, p._id, [{ name: 'sku', value: '' }]);
      assert.equal(json(empty).message, 'SKU is required');

      const dup = await patchJson(a, p._id, { sku: 'ed-4' });
      assert.equal(dup.statusCode, 409);
      assert.equal(json(dup).message, 'A product with this SKU already exists');

      const notImage = await patchMultipart(a, p._id, [{ name: 'images', filename: 'x.png', contentType: 'image/png', data: EXE_HEAD }]);
      assert.equal(notImage.statusCode, 400);
      assert.equal(json(notImage).message, 'x.png is not an image file (JPEG, PNG, GIF or WebP)');
      const five = await patchMultipart(a, p._id, [png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png')]);
      assert.equal(five.statusCode, 400, 'one kept + five new is six');
      assert.equal(json(five).message, 'At most 5 images are allowed');
      const swap = await patchMultipart(a, p._id, [
        { name: 'removeImageIds', value: p.images[0]!._id },
        png('1.png'),
        png('2.png'),
        png('3.png'),
        png('4.png'),
        png('5.png'),
      ]);
      assert.equal(swap.statusCode, 200, 'removing one makes room for five');
      assert.equal(json<{ data: { product: ProductDto } }>(swap).data.product.images.length, 5);

      const big = Buffer.concat([PNG_1x1, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG_1x1.length)]);
      const tooBig = await patchMultipart(a, p._id, [{ name: 'images', filename: 'huge.png', contentType: 'image/png', data: big }]);
      assert.equal(tooBig.statusCode, 413);
      assert.equal(json(tooBig).message, 'Image huge.png is too large (max 10MB)');

      const after = (await list(a, '?q=ED-3')).products[0]!;
      assert.equal(after.name, 'Urea 50kg Bag');
      assert.equal(after.price, 4650.5);
      assert.equal(after.images.length, 5);
      const files = await storedKeys(ctx);
      const [n] = await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_images');
      assert.equal(files.length, n?.n, 'no orphan files from the refused edits');
    });

    test("edit: tenant isolation; another seller's product is 404 and its images cannot be removed", async () => {
      const p = await create(a, [...productFields({ sku: 'ED-5' }), png('a.png')]);
      const foreign = await patchJson(b, p._id, { price: 1 });
      assert.equal(foreign.statusCode, 404);
      assert.equal(json(foreign).message, 'Product not found');
      assert.equal((await patchJson(a, 'not-a-uuid', { price: 1 })).statusCode, 404);
      const own = await create(b, [...productFields({ sku: 'ED-5' }), png('b.png')]);
      const steal = await patchJson(b, own._id, { removeImageIds: [p.images[0]!._id] });
      assert.equal(steal.statusCode, 400);
      assert.equal(json(steal).message, 'An image to remove does not belong to this product');
      const still = (await list(a, '?q=ED-5')).products[0]!;
      assert.equal(still.price, 4650.5);
      assert.equal(still.images.length, 1);
    });

    test("import template: a header row with the add form's columns", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/products/import/template', headers: bearer(a) });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/csv/);
      assert.match(String(res.headers['content-disposition']), /attachment; filename="product-import-template.csv"/);
      assert.equal(res.body, `${HEADER}\r\n`);
    });

    test('import: a CSV with bad rows reports every row error with its row number, and saves nothing until confirmed', async () => {
      const before = (await list(b)).pagination.total;
      const rows = [HEADER];
      for (let i = 1; i <= 20; i++) rows.push(`Hybrid Maize ${i},IMP-${i},seeds,${1000 + i}.50,,${i * 3},1,"Pack of 10kg, certified",no`);
      rows[5] = 'Bad Price,IMP-BAD-1,seeds,12abc,,5,1,,'; // row 6
      rows[9] = ',IMP-BAD-2,toys,100,,x,1,,'; // row 10: three errors
      rows[15] = 'Repeat,IMP-2,seeds,100,,5,1,,yes'; // row 16: SKU of row 3
      const csv = `\uFEFF${rows.join('\r\n')}\r\n`;
      const res = await preview(b, csv);
      assert.equal(res.statusCode, 200, res.body);
      const p = json<{ data: Preview }>(res).data;
      assert.equal(p.totalRows, 20);
      assert.equal(p.invalidRows, 3);
      assert.equal(p.validRows, 17);
      assert.deepEqual(
        p.errors.map((e) => [e.row, e.field]),
        [
          [6, 'price'],
          [10, 'name'],
          [10, 'category'],
          [10, 'stockQuantity'],
          [16, 'sku'],
        ],
      );
      assert.equal(p.errors[0]?.message, 'Selling price must be a number of rupees with at most 2 decimals');
      assert.equal(p.errors[0]?.column, 'Selling Price (PKR)');
      assert.equal(p.errors[4]?.message, 'SKU IMP-2 is already used in row 3 of this file');
      assert.equal((await list(b)).pagination.total, before, 'preview saves nothing');

      const refused = await commit(b, csv);
      assert.equal(refused.statusCode, 400);
      assert.equal(json(refused).message, '3 rows have errors; nothing was imported');
      assert.equal(json<{ errors: Record<string, string> }>(refused).errors['row 6'], 'Selling price must be a number of rupees with at most 2 decimals');
      assert.equal((await list(b)).pagination.total, before);

      const done = await commit(b, csv, true);
      assert.equal(done.statusCode, 201, done.body);
      assert.deepEqual(json(done), { data: { added: 17, skipped: 3 } });
      const l = await list(b, '?q=IMP-');
      assert.equal(l.pagination.total, 17);
      assert.equal(l.summary.totalProducts, before + 17);
      const one = (await list(b, '?q=Hybrid%20Maize%2012')).products[0]!;
      assert.equal(one.price, 1012.5);
      assert.equal(one.costPrice, null);
      assert.equal(one.description, 'Pack of 10kg, certified');
      assert.equal(one.seasonal, false);

      const again = json<{ data: Preview }>(await preview(b, csv)).data;
      assert.equal(again.validRows, 0, 'now every SKU exists');
      assert.equal(again.errors.find((e) => e.row === 2)?.message, 'A product with SKU IMP-1 already exists');
      assert.equal((await list(a, '?q=IMP-')).pagination.total, 0, 'another seller sees none of them');
    });

    test('import: Seasonal takes yes/no and true/false in any case; anything else is "Seasonal must be yes or no"', async () => {
      const words = ['yes', 'No', 'YES', 'true', 'False', 'TRUE', 'n', ''];
      const rows = [HEADER, ...words.map((w, i) => `Seasonal Word ${i},SW-${i},seeds,100,,5,1,,${w}`), 'Seasonal Bad,SW-BAD,seeds,100,,5,1,,maybe'];
      const p = json<{ data: Preview }>(await preview(a, rows.join('\n'))).data;
      assert.equal(p.validRows, words.length);
      assert.deepEqual(
        p.errors.map((e) => [e.row, e.field, e.column, e.message]),
        [[words.length + 2, 'seasonal', 'Seasonal', 'Seasonal must be yes or no']],
      );
      const done = await commit(a, rows.join('\n'), true);
      assert.equal(done.statusCode, 201, done.body);
      const seasonal = Object.fromEntries((await list(a, '?q=SW-&pageSize=100')).products.map((x) => [x.sku, x.seasonal]));
      assert.deepEqual(seasonal, { 'SW-0': true, 'SW-1': false, 'SW-2': true, 'SW-3': true, 'SW-4': false, 'SW-5': true, 'SW-6': false, 'SW-7': false });
    });

    test('import: a clean file is created in one go; SKUs are per seller; quoted newlines and column order are free', async () => {
      const csv = [
        'sku,name,category,price,stockQuantity,minStockLevel,description,seasonal',
        'ED-1,"Urea ""Gold"" 50kg",Fertilizers,4700,300,10,"Line one\nLine two",TRUE',
        'NEW-2,Knapsack Sprayer 16L,tools,8500.5,0,1,,',
      ].join('\n');
      const res = await commit(b, csv);
      assert.equal(res.statusCode, 201, res.body);
      assert.deepEqual(json(res).data, { added: 2, skipped: 0 });
      const p = (await list(b, '?q=ED-1')).products[0]!;
      assert.equal(p.name, 'Urea "Gold" 50kg');
      assert.equal(p.description, 'Line one\nLine two');
      assert.equal(p.seasonal, true);
      assert.equal((await list(b, '?status=Out%20of%20Stock&q=NEW-2')).pagination.total, 1);
    });

    test('list pages walk every product exactly once, newest first, each with its images', async () => {
      const all = await list(b, '?pageSize=100');
      assert.ok(all.pagination.total >= 19 && all.pagination.total <= 100, String(all.pagination.total));
      const walked: ProductDto[] = [];
      for (let page = 1; page <= Math.ceil(all.pagination.total / 4); page++) walked.push(...(await list(b, `?pageSize=4&page=${page}`)).products);
      assert.deepEqual(
        walked.map((p) => p._id),
        all.products.map((p) => p._id),
      );
      assert.deepEqual(
        walked.map((p) => p.images.length),
        all.products.map((p) => p.images.length),
      );
      assert.equal((await list(b, '?pageSize=4&page=999')).products.length, 0);
    });

    test('import: unreadable files are refused with a clear message', async () => {
      const cases: [string | Buffer, string][] = [
        ['', 'Please select a CSV file to import'],
        ['\r\n\r\n', 'The CSV file is empty. Download the template for the expected columns.'],
        [`${HEADER}\r\n`, 'The CSV file has no product rows under its header'],
        [
          'Product Name,SKU\nX,Y\n',
          'The header row is missing the columns Category, Selling Price (PKR), Stock Quantity, Minimum Order Quantity. Download the template for the expected columns.',
        ],
        [`${HEADER}\n"open,1`, 'The CSV file could not be read: Row 2: a quoted field is not closed'],
        [PNG_1x1, 'The file is not a CSV file'],
        ['SKU,sku,Category\n', 'The column "SKU" appears twice in the header row'],
      ];
      for (const [csv, message] of cases) {
        const res = await preview(a, csv);
        assert.equal(res.statusCode, 400, `${message}: ${res.body}`);
        assert.equal(json(res).message, message);
      }
      const r = await sendForm(ctx.app, a, '/api/seller/products/import', [{ name: 'skipInvalidRows', value: 'true' }]);
      assert.equal(json(r).message, 'Please select a CSV file to import');
      const allBad = await commit(a, `${HEADER}\nX,,seeds,1,1,1,,\n`, true);
      assert.equal(allBad.statusCode, 400);
      assert.equal(json(allBad).message, 'There are no valid rows to import');
      // Named on the file, with why each row was left out.
      assert.equal(json(allBad).errors?.file, 'There are no valid rows to import');
      assert.equal(json(allBad).errors?.['row 2'], 'SKU is required');
    });

    test('import and edit need a verified seller', async () => {
      const u = await registerSeller(ctx.app);
      assert.equal((await preview(u, `${HEADER}\n`)).statusCode, 403);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/seller/products/import/template', headers: bearer(u) })).statusCode, 403);
      assert.equal((await patchJson(u, '00000000-0000-0000-0000-000000000000', { price: 1 })).statusCode, 403);
    });
  });
}
