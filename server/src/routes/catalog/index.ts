import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, PageQuery, Pagination, Product, ProductSummary, Success, errors } from '../../schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { IMAGE_MIMES, sniff } from '../../lib/sniff.ts';
import { validateProduct } from '../../lib/validation.ts';
import { STOCK_STATUSES, deleteProduct, getProduct, insertProduct, listProducts, type StoredImage } from '../../repos/products.ts';

const MAX_IMAGES = 5;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireVerified);

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products with summary tiles (summary covers all of the seller\'s products)',
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200, description: 'Name, SKU or category contains (case-insensitive, literal)' })),
          category: Type.Optional(Type.String({ maxLength: 50 })),
          status: Type.Optional(Type.String({ maxLength: 50, description: STOCK_STATUSES.join(', ') })),
          ...PageQuery,
        }),
        response: {
          200: Data(Type.Object({ products: Type.Array(Product), summary: ProductSummary, pagination: Pagination })),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { q, category, page, pageSize } = request.query;
      let status = request.query.status?.trim();
      if (status === '' || status?.toLowerCase() === 'all' || status === 'All Status') status = undefined;
      if (status !== undefined && !(STOCK_STATUSES as readonly string[]).includes(status)) {
        throw badRequest(`status must be one of: ${STOCK_STATUSES.join(', ')}`);
      }
      const cat = category?.trim().toLowerCase();
      const data = await listProducts(
        app.db,
        authOf(request).sellerId,
        { q, category: cat === '' || cat === 'all' ? undefined : cat, status, page, pageSize },
        app.signer,
      );
      return { data };
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Add a product (multipart)',
        description:
          'multipart/form-data fields: name, sku, category (fertilizers|pesticides|seeds|tools|equipment), price, costPrice?, ' +
          'stockQuantity, minStockLevel, description?, seasonal? (true/false) and up to 5 files named `images` (each ≤ 10MB, ' +
          'JPEG/PNG/GIF/WebP by content).',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 201: Data(Type.Object({ product: Product })), ...errors(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const { sellerId } = authOf(request);
      const { fields, files } = await readMultipart(request, {
        fileFields: ['images', 'images[]'],
        maxFiles: MAX_IMAGES,
        tooManyMessage: `At most ${MAX_IMAGES} images are allowed`,
        tooLarge: (name) => `Image ${name} is too large (max 10MB)`,
      });
      const v = validateProduct(fields);
      const errs: Record<string, string> = v.ok ? {} : { ...v.errors };
      const sniffed = files.map((f) => ({ f, kind: sniff(f.data) }));
      for (const { f, kind } of sniffed) {
        if (!kind || !IMAGE_MIMES.has(kind.mime)) {
          errs.images ??= `${f.filename} is not an image file (JPEG, PNG, GIF or WebP)`;
        }
      }
      if (!v.ok || Object.keys(errs).length > 0) {
        throw badRequest(Object.values(errs)[0] ?? 'Invalid product', errs);
      }
      const stored: StoredImage[] = [];
      try {
        for (const { f, kind } of sniffed) {
          if (!kind) continue;
          const key = await app.storage.put(f.data, kind.ext);
          stored.push({ storageKey: key, contentType: kind.mime, size: f.data.length, originalName: f.filename });
        }
        const id = await app.db.transaction((tx) => insertProduct(tx, sellerId, v.value, stored));
        const product = await getProduct(app.db, sellerId, id, app.signer);
        return reply.status(201).send({ data: { product: product! } });
      } catch (err) {
        await Promise.all(stored.map((s) => app.storage.remove(s.storageKey)));
        if (isUniqueViolation(err)) throw conflict('A product with this SKU already exists');
        throw err;
      }
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Delete a product and its image files',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: Success, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      if (!isUuid(request.params.id)) throw notFound('Product not found');
      const keys = await app.db.transaction((tx) => deleteProduct(tx, sellerId, request.params.id));
      if (keys === null) throw notFound('Product not found');
      await Promise.all(keys.map((k) => app.storage.remove(k)));
      return { data: { success: true } };
    },
  );
};

export default routes;
