import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, PageQuery, Pagination, Success, errors } from '../../../platform/schemas/index.ts';
import { Product, ProductSummary } from '../schemas/products.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { NO_UPLOADS, readMultipart, readUploads, removeFiles, type Uploads } from '../../../platform/storage/uploads.ts';
import { IMAGE_MIMES } from '../../../platform/storage/sniff.ts';
import { STOCK_FILTERS } from '../../../platform/schemas/domain.ts';
import { deleteProduct, getProduct, importProducts, listProducts } from '../queries/products.ts';
import { MAX_IMAGES, PRODUCT_FIELDS, TOO_MANY_IMAGES, createProduct, updateProduct } from '../domain/catalog.ts';
import { ImportFileError, checkImport, templateCsv } from './bulk-import.ts';
import { ImportPreview, ImportResult } from '../schemas/product-requests.ts';
import { requestLanguage, translate, varyOnLanguage } from '../../../platform/i18n/index.ts';
import { cachedRead, replyCached } from '../../../platform/lib/read-cache.ts';
import { sendDownload } from '../../../platform/http/download.ts';

/** JSON values of an edit as the multipart form's text (numbers and booleans as typed). */
function textOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '\u0000'; // objects and arrays fail validation with the field's own message
}

function idList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return items.map((x) => (typeof x === 'string' ? x.trim() : '')).filter((x) => x !== '');
}

/** The tables behind the cached products list (platform/lib/read-cache.ts). */
export const PRODUCTS_LIST = cachedRead('products list', ['products', 'product_images', 'product_stats']);

/** An import that would add nothing: an empty file, or only invalid rows with skipInvalidRows. */
const NO_VALID_ROWS = 'There are no valid rows to import';
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const readImages = (request: FastifyRequest) =>
    readUploads(request, app.storage, {
      fileFields: ['images', 'images[]'],
      maxFiles: MAX_IMAGES,
      tooManyMessage: TOO_MANY_IMAGES,
      tooLarge: (name) => `Image ${name} is too large (max 10MB)`,
      types: IMAGE_MIMES,
    });

  const readCsvUpload = async (request: FastifyRequest) => {
    const { fields, files } = await readMultipart(request, {
      fileFields: ['file'],
      maxFiles: 1,
      tooManyMessage: 'Upload one CSV file at a time',
      tooLarge: (name) => `File ${name} is too large (max 10MB)`,
    });
    const [file] = files;
    if (!file) throw badRequest('Please select a CSV file to import', { file: 'Please select a CSV file to import' });
    return { fields, file };
  };

  const check = async (sellerId: string, data: Buffer) => {
    try {
      return await checkImport(app.db, sellerId, data);
    } catch (err) {
      if (err instanceof ImportFileError) throw badRequest(err.message, { file: err.message });
      throw err;
    }
  };

  app.get(
    '/products',
    {
      schema: {
        operationId: 'getProducts',
        tags: ['catalog'],
        summary: "Products with summary tiles (summary covers all of the seller's products)",
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200, description: 'Name, SKU or category contains (case-insensitive, literal)' })),
          category: Type.Optional(Type.String({ maxLength: 50 })),
          status: Type.Optional(Type.String({ maxLength: 50, description: STOCK_FILTERS.join(', ') })),
          ...PageQuery,
        }),
        response: {
          200: Data(Type.Object({ products: Type.Array(Product), summary: ProductSummary, pagination: Pagination })),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { q, category, page, pageSize } = request.query;
      let status = request.query.status?.trim();
      if (status === '' || status?.toLowerCase() === 'all' || status === 'All Status') status = undefined;
      if (status !== undefined && !(STOCK_FILTERS as readonly string[]).includes(status)) {
        throw badRequest(`status must be one of: ${STOCK_FILTERS.join(', ')}`);
      }
      const cat = category?.trim().toLowerCase();
      const sellerId = authOf(request).sellerId;
      return replyCached(request, reply, PRODUCTS_LIST, sellerId, async () => ({
        data: await listProducts(app.db, sellerId, { q, category: cat === '' || cat === 'all' ? undefined : cat, status, page, pageSize }, app.signer),
      }));
    },
  );

  app.post(
    '/products',
    {
      schema: {
        operationId: 'createProduct',
        tags: ['catalog'],
        summary: 'Add a product (multipart)',
        description:
          'multipart/form-data fields: name, sku, category (fertilizers|pesticides|seeds|tools|equipment), price, costPrice?, ' +
          'stockQuantity, minStockLevel, description?, seasonal? (true/false) and up to 5 files named `images` (each ≤ 10MB, ' +
          'JPEG/PNG/GIF/WebP by content).',
        consumes: ['multipart/form-data'],
        response: { 201: Data(Type.Object({ product: Product })), ...errors(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const { sellerId } = authOf(request);
      const upload = await readImages(request);
      let id: string;
      try {
        id = await createProduct(request.writer, sellerId, upload.fields, upload.files);
      } catch (err) {
        await upload.discard();
        throw err;
      }
      const product = await getProduct(app.db, sellerId, id, app.signer);
      return reply.status(201).send({ data: { product: product! } });
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        operationId: 'getProduct',
        tags: ['catalog'],
        summary: 'One product, with its images (signed URLs)',
        description: "Another seller's id, or one that is not an id, is 404.",
        params: IdParams,
        response: { 200: Data(Type.Object({ product: Product })), ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      const product = isUuid(request.params.id) ? await getProduct(app.db, sellerId, request.params.id, app.signer) : undefined;
      if (!product) throw notFound('Product not found');
      return { data: { product } };
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        operationId: 'updateProduct',
        tags: ['catalog'],
        summary: 'Edit a product (multipart or JSON): changed fields, images removed and added',
        description:
          'Any of the create fields (omitted ones keep their value; an empty costPrice clears it), `removeImageIds` ' +
          '(comma-separated image ids, or a JSON array) and, in multipart, new files named `images`, appended after the kept ' +
          "ones. At most 5 images in all. Same per-field messages as create; 409 duplicate SKU; another seller's id is 404.",
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        response: { 200: Data(Type.Object({ product: Product })), ...errors(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('Product not found');
      const upload: Uploads = request.isMultipart() ? await readImages(request) : NO_UPLOADS;
      let removedKeys: string[];
      try {
        const fields: Record<string, string> = { ...upload.fields };
        let removeIds: string[];
        if (request.isMultipart()) {
          removeIds = idList(fields.removeImageIds);
        } else {
          const body = request.body;
          if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Expected a JSON object or a multipart/form-data body');
          const b = body as Record<string, unknown>;
          for (const k of PRODUCT_FIELDS) if (k in b) fields[k] = textOf(b[k]);
          removeIds = idList(b.removeImageIds);
        }
        removedKeys = await updateProduct(request.writer, sellerId, id, { fields, removeImageIds: removeIds, files: upload.files });
      } catch (err) {
        await upload.discard();
        throw err;
      }
      // Only now that the rows are gone for good: a failed edit keeps every image it had.
      await removeFiles(app.storage, removedKeys, request.log);
      const product = await getProduct(app.db, sellerId, id, app.signer);
      if (!product) throw notFound('Product not found');
      return { data: { product } };
    },
  );

  app.get(
    '/products/import/template',
    {
      schema: {
        operationId: 'downloadImportTemplate',
        tags: ['catalog'],
        summary: "The bulk import CSV template: a header row with the add form's columns",
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errors(401, 403) },
      },
    },
    async (_request, reply) => sendDownload(reply, 'csv', 'product-import-template.csv', templateCsv()),
  );

  app.post(
    '/products/import/preview',
    {
      schema: {
        operationId: 'previewImport',
        tags: ['catalog'],
        summary: 'Validate a product CSV (multipart `file`) row by row; saves nothing',
        consumes: ['multipart/form-data'],
        response: { 200: Data(ImportPreview), ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const { file } = await readCsvUpload(request);
      const { valid: _valid, ...preview } = await check(authOf(request).sellerId, file.data);
      // Each row's message is shown as it is: in the reader's language, as an error answer's.
      const language = requestLanguage(request);
      varyOnLanguage(reply);
      return { data: { ...preview, errors: preview.errors.map((e) => ({ ...e, message: translate(e.message, language) })) } };
    },
  );

  app.post(
    '/products/import',
    {
      schema: {
        operationId: 'importProducts',
        tags: ['catalog'],
        summary: 'Import a product CSV (multipart `file`): all valid rows in one transaction',
        description:
          'Validates every row first. With any invalid row nothing is saved (400 listing the rows) unless the field ' +
          '`skipInvalidRows` is `true` (the user confirmed the preview): then every valid row is created in one transaction.',
        consumes: ['multipart/form-data'],
        response: { 201: Data(ImportResult), ...errors(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const { sellerId } = authOf(request);
      const { fields, file } = await readCsvUpload(request);
      const skipInvalid = (fields.skipInvalidRows ?? '').trim().toLowerCase() === 'true';
      const result = await check(sellerId, file.data);
      const rowErrors: Record<string, string> = {};
      for (const e of result.errors) rowErrors[`row ${e.row}`] ??= e.message;
      if (result.invalidRows > 0 && !skipInvalid) {
        throw badRequest(`${result.invalidRows} ${result.invalidRows === 1 ? 'row has' : 'rows have'} errors; nothing was imported`, rowErrors);
      }
      if (result.valid.length === 0) throw badRequest(NO_VALID_ROWS, { file: NO_VALID_ROWS, ...rowErrors });
      let added: number;
      try {
        added = await request.writer.transaction((tx) => importProducts(tx, sellerId, result.valid));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('A product with one of these SKUs was added meanwhile; nothing was imported');
        throw err;
      }
      return reply.status(201).send({ data: { added, skipped: result.invalidRows } });
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        operationId: 'deleteProduct',
        tags: ['catalog'],
        summary: 'Delete a product and its image files',
        params: IdParams,
        response: { 200: Success, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      if (!isUuid(request.params.id)) throw notFound('Product not found');
      const keys = await request.writer.transaction((tx) => deleteProduct(tx, sellerId, request.params.id));
      if (keys === null) throw notFound('Product not found');
      await removeFiles(app.storage, keys, request.log);
      return { data: { success: true } };
    },
  );
};

export default routes;
