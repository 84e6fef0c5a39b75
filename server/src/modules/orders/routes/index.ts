import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ORDER_MOVE_LIMITS } from '@agrihub/shared/validation';
import { Data, IdParams, PageQuery, Pagination, errors } from '../../../platform/schemas/index.ts';
import { Order, OrderDetail, OrderSummary, ProductOption, Quote, Retailer } from '../schemas/orders.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, notFound } from '../../../platform/lib/errors.ts';
import { IN_PROGRESS_STATUSES, ORDER_STATUSES, ORDER_STATUS_FILTERS, OrderStatus, type OrderStatusFilter } from '../../../platform/schemas/domain.ts';
import { ref } from '../../../platform/schemas/components.ts';
import { ORDER_SORTS, decodeOrderCursor, exportOrders, listOrders, type OrderFilters, type OrderSort } from '../queries/orders.ts';
import { moveOrder, moveOrders } from '../domain/orders.ts';
import { createOrder, priceLines } from '../domain/new-order.ts';
import { getOrderDetail, lineDto, salesTaxOf } from '../queries/orders.ts';
import { salesTaxBpsOf } from '../../company/index.ts';
import { productOptions, productOptionsByIds } from '../../pricing/index.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { searchRetailers } from '../queries/retailers.ts';
import { overrideReasonOf } from '../../receivables/index.ts';
import { can } from '../../../platform/auth/permissions.ts';
import { paisaToRupees } from '../../../platform/lib/money.ts';
import { pktDate } from '../../../platform/lib/pkt-dates.ts';
import { EXPORT_FILE_NAME, csvStream } from './csv.ts';
import { cachedRead, replyCached } from '../../../platform/lib/read-cache.ts';
import { isCalendarDate, pktDayStart } from '../../../platform/lib/pkt-dates.ts';
import { sendDownload } from '../../../platform/http/download.ts';

/** Date-only filters mean Pakistan calendar days. */
/**
 * A field the domain checks against its limit (ORDER_MOVE_LIMITS) is taken up to twice that here,
 * so a value a little too long is refused in the rule's own words ("Courier must be at most 100
 * characters"), at its field, rather than in the schema validator's.
 */
const loosely = (limit: number) => 2 * limit;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 with a four-digit year and an explicit zone; the date part is checked as a calendar date. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A from/to filter as an instant (`to` exclusive). JavaScript's Date rolls 2024-02-30 over into
 * March and reads 99999-01-01 as a year past what PGlite stores, so both are refused here.
 */
function parseDateParam(name: string, value: string | undefined, endOfDay: boolean): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim();
  const invalid = () => {
    const message = `${name} must be a real date (YYYY-MM-DD) or an ISO 8601 date-time`;
    return badRequest(message, { [name]: message });
  };
  if (DATE_ONLY.test(v)) {
    if (!isCalendarDate(v)) throw invalid();
    const d = pktDayStart(v);
    return endOfDay ? new Date(d.getTime() + 24 * 3600 * 1000) : d;
  }
  const m = DATE_TIME.exec(v);
  if (!m?.[1] || !isCalendarDate(m[1])) throw invalid();
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw invalid();
  return endOfDay ? new Date(d.getTime() + 1) : d;
}

/** The list's filters, shared by the list and its CSV export. */
const FilterQuery = {
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Customer name or order number contains (case-insensitive, literal)' })),
  status: Type.Optional(Type.String({ maxLength: 20, description: `${ORDER_STATUSES.join(', ')}, or in_progress for ${IN_PROGRESS_STATUSES.join(', ')}` })),
  from: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (PKT day) or ISO date-time, inclusive' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (PKT day) or ISO date-time, inclusive' })),
  sort: Type.Union(
    Object.keys(ORDER_SORTS).map((k) => Type.Literal(k)),
    { default: 'date_desc' },
  ),
};

function filtersOf(query: { q?: string | undefined; status?: string | undefined; from?: string | undefined; to?: string | undefined }): OrderFilters {
  let status = query.status?.trim().toLowerCase();
  if (status === '' || status === 'all') status = undefined;
  if (status !== undefined && !(ORDER_STATUS_FILTERS as readonly string[]).includes(status)) {
    throw badRequest(`status must be one of: ${ORDER_STATUS_FILTERS.join(', ')}`);
  }
  return {
    q: query.q,
    status: status as OrderStatusFilter | undefined,
    from: parseDateParam('from', query.from, false),
    toExclusive: parseDateParam('to', query.to, true),
  };
}

function statusOf(raw: string): OrderStatus {
  const to = raw.trim().toLowerCase();
  if (!(ORDER_STATUSES as readonly string[]).includes(to)) {
    throw badRequest(`Status must be one of: ${ORDER_STATUSES.join(', ')}`, { status: 'Invalid status' });
  }
  return to as OrderStatus;
}

export const BAD_CURSOR = 'This page link is out of date or belongs to another sort: open the list from its first page';

/** The tables behind the cached orders list (platform/lib/read-cache.ts). */
export const ORDERS_LIST = cachedRead('orders list', ['orders', 'order_stats', 'order_customer_stats', 'retailer_invoices', 'sellers']);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        operationId: 'getOrders',
        tags: ['orders'],
        summary: "Orders with summary cards (summary covers all of the seller's orders)",
        querystring: Type.Object({
          ...FilterQuery,
          ...PageQuery,
          after: Type.Optional(
            Type.String({
              maxLength: 300,
              description: "The previous page's pagination.nextCursor: this page starts after its last order (page then only labels it)",
            }),
          ),
        }),
        response: {
          200: Data(
            Type.Object({
              orders: Type.Array(Type.Omit(Order, ['items']), { description: 'Each order without its lines (GET /orders/{id} has them)' }),
              summary: OrderSummary,
              pagination: Type.Object({
                ...Pagination.properties,
                // Optional in the contract so clients that page by number need not know of it; always sent.
                nextCursor: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Pass as `after` for the next page; null on the last one' })),
              }),
            }),
          ),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const filters = filtersOf(request.query);
      const sort = request.query.sort as OrderSort;
      const after = request.query.after ? decodeOrderCursor(sort, request.query.after) : undefined;
      if (request.query.after && !after) throw badRequest(BAD_CURSOR, { after: BAD_CURSOR });
      const sellerId = authOf(request).sellerId;
      return replyCached(request, reply, ORDERS_LIST, sellerId, async () => ({
        data: await listOrders(app.db, sellerId, { ...filters, page, pageSize, sort, after }),
      }));
    },
  );

  app.get(
    '/orders/export',
    {
      schema: {
        operationId: 'exportOrders',
        tags: ['orders'],
        summary: `Every order matching the list's filters as a CSV file (${EXPORT_FILE_NAME}), streamed`,
        description:
          'UTF-8 with a byte-order mark, RFC 4180 quoting, CRLF line ends. Columns: Order Number, Customer, ' +
          'Date (yyyy-MM-dd, Pakistan time), Total (rupees, 2 decimals), Status. Same filters and order as GET /orders.',
        querystring: Type.Object(FilterQuery),
        response: {
          200: {
            description: `Attachment ${EXPORT_FILE_NAME}`,
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      const sellerId = authOf(request).sellerId;
      const body = await csvStream(exportOrders(app.db, sellerId, filters, request.query.sort as OrderSort));
      return sendDownload(reply, 'csv', EXPORT_FILE_NAME, body);
    },
  );

  app.get(
    '/orders/product-options',
    {
      schema: {
        operationId: 'getProductOptions',
        tags: ['orders'],
        summary: 'Active products to add to a new order: name or SKU contains q (exact SKU first), at most 20; or those of ids',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 100 })),
          ids: Type.Optional(
            Type.String({
              maxLength: 200 * 37,
              description: "Comma-separated product ids (a repeated order's lines, at most 200): those still active, whatever q says",
            }),
          ),
        }),
        response: { 200: Data(Type.Object({ products: Type.Array(ProductOption) })), ...errors(401, 403) },
      },
    },
    async (request) => {
      const sellerId = authOf(request).sellerId;
      let found;
      if (request.query.ids !== undefined) {
        const ids = request.query.ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        if (ids.length > 200) throw badRequest('ids must name at most 200 products', { ids: 'At most 200 products' });
        // Another company's id, or no id at all, is a product this seller does not have: left out.
        found = await productOptionsByIds(app.db, sellerId, ids.filter(isUuid));
      } else found = await productOptions(app.db, sellerId, request.query.q ?? '', 20);
      const products = found.map((p) => ({
        _id: p.id,
        name: p.name,
        sku: p.sku,
        category: p.category,
        price: paisaToRupees(p.pricePaisa),
        stockQuantity: p.stockQuantity,
      }));
      return { data: { products } };
    },
  );

  app.get(
    '/retailers',
    {
      schema: {
        operationId: 'getRetailers',
        tags: ['orders'],
        summary: "A page of the seller's retailers whose name or city contains q (names starting with it first), 20 unless pageSize says",
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })), ...PageQuery }),
        response: { 200: Data(Type.Object({ retailers: Type.Array(Retailer), pagination: Pagination })), ...errors(401, 403) },
      },
    },
    async (request) => {
      const { q = '', page, pageSize } = request.query;
      const found = await searchRetailers(app.db, authOf(request).sellerId, q, { limit: pageSize, offset: (page - 1) * pageSize });
      return { data: { retailers: found.retailers, pagination: { page, pageSize, total: found.total } } };
    },
  );

  const LineBody = Type.Array(
    Type.Object({ productId: Type.String({ maxLength: 64 }), quantity: Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]) }),
    { maxItems: 200, description: 'One line per product; quantity a whole number from 1' },
  );

  app.post(
    '/orders/quote',
    {
      schema: {
        operationId: 'getQuote',
        tags: ['orders'],
        summary: "Prices lines as a new order would be priced today (the seller's active rules), without saving anything",
        body: Type.Object({ lines: LineBody }),
        response: { 200: Data(Type.Object({ quote: Quote })), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const sellerId = authOf(request).sellerId;
      const [priced, rate] = await Promise.all([priceLines(app.db, sellerId, pktDate(), request.body.lines), salesTaxBpsOf(app.db, sellerId)]);
      return {
        data: {
          quote: {
            lines: priced.lines.map((l) => ({ ...lineDto(l), productId: l.productId, stockQuantity: l.stockQuantity })),
            subtotal: paisaToRupees(priced.subtotalPaisa),
            discount: paisaToRupees(priced.discountPaisa),
            total: paisaToRupees(priced.totalPaisa),
            ...salesTaxOf(priced.totalPaisa, rate),
          },
        },
      };
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        operationId: 'createOrder',
        tags: ['orders'],
        summary: 'Take an order (by phone): saved pending with the next order number, priced by the active rules',
        description:
          'Either retailerId (an existing retailer) or retailer (a new one: name, city, phone and address required). ' +
          'Problems answer 400 with one message per field (retailerId, retailer.name, lines, lines.0.quantity...).',
        body: Type.Object({
          retailerId: Type.Optional(Type.String({ maxLength: 64 })),
          retailer: Type.Optional(
            Type.Object({
              name: Type.String({ maxLength: 500 }),
              city: Type.String({ maxLength: 500 }),
              province: Type.Optional(Type.String({ maxLength: 500 })),
              phone: Type.String({ maxLength: 50 }),
              address: Type.String({ maxLength: 1000 }),
            }),
          ),
          deliveryAddress: Type.Optional(Type.String({ maxLength: 1000, description: "Defaults to the retailer's address" })),
          notes: Type.Optional(Type.String({ maxLength: 2000 })),
          lines: LineBody,
        }),
        response: { 201: Data(Type.Object({ order: OrderDetail })), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { sellerId, userId } = authOf(request);
      const order = await createOrder(request.writer, { sellerId, userId, today: pktDate(), body: request.body });
      return reply.status(201).send({ data: { order } });
    },
  );

  app.post(
    '/orders/bulk-status',
    {
      schema: {
        operationId: 'moveOrders',
        tags: ['orders'],
        summary: 'The same move for several orders, each on its own; answers a result per order',
        description: 'Shipping needs a courier and tracking number per order, so orders are shipped one at a time.',
        body: Type.Object({
          ids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 100, uniqueItems: true }),
          status: Type.String({ maxLength: 20, description: ORDER_STATUSES.join(', ') }),
          notes: Type.Optional(Type.Union([Type.String({ maxLength: ORDER_MOVE_LIMITS.notes }), Type.Null()])),
        }),
        response: {
          200: Data(
            Type.Object({
              results: Type.Array(
                Type.Object({
                  _id: Type.String(),
                  orderNumber: Type.Union([Type.String(), Type.Null()]),
                  ok: Type.Boolean(),
                  message: Type.Union([Type.String(), Type.Null()], { description: 'Why this order did not move' }),
                  status: Type.Union([ref(OrderStatus), Type.Null()], { description: "The order's status now" }),
                }),
              ),
            }),
          ),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { sellerId, userId } = authOf(request);
      const to = statusOf(request.body.status);
      if (to === 'shipped') {
        const message = 'Ship orders one at a time: each needs its courier and tracking number';
        throw badRequest(message, { status: message });
      }
      const notes = request.body.notes?.trim() ? request.body.notes.trim() : null;
      const results = await moveOrders(request.writer, { sellerId, userId, to, notes }, request.body.ids);
      return { data: { results } };
    },
  );

  app.get(
    '/orders/:ref',
    {
      schema: {
        operationId: 'getOrder',
        tags: ['orders'],
        summary: 'One order with everything its page shows, by order number (ORD-100123) or id',
        params: Type.Object({ ref: Type.String({ maxLength: 64 }) }),
        response: { 200: Data(Type.Object({ order: OrderDetail })), ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const order = await getOrderDetail(app.db, authOf(request).sellerId, request.params.ref.trim());
      if (!order) throw notFound('Order not found');
      return { data: { order } };
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        operationId: 'moveOrder',
        tags: ['orders'],
        summary: 'Move an order along its lifecycle (docs/order-lifecycle.md); confirming takes stock, cancelling gives it back',
        description:
          'Cancelling needs notes (the reason); shipping needs courier and trackingNumber. 409 when the move is not in the ' +
          "table, stock is short (the message names the lines), or the retailer's credit check refuses a confirmation (the " +
          'answer carries `credit` with the figures; creditOverride with a reason confirms anyway, docs/retailer-credit.md).',
        params: IdParams,
        body: Type.Object({
          status: Type.String({ maxLength: 20, description: ORDER_STATUSES.join(', ') }),
          notes: Type.Optional(Type.Union([Type.String({ maxLength: ORDER_MOVE_LIMITS.notes }), Type.Null()])),
          courier: Type.Optional(Type.Union([Type.String({ maxLength: loosely(ORDER_MOVE_LIMITS.courier) }), Type.Null()])),
          trackingNumber: Type.Optional(Type.Union([Type.String({ maxLength: loosely(ORDER_MOVE_LIMITS.trackingNumber) }), Type.Null()])),
          creditOverride: Type.Optional(
            Type.Union([Type.String({ maxLength: loosely(ORDER_MOVE_LIMITS.overrideReason) }), Type.Null()], {
              description: "Confirming only: the reason to confirm although the retailer's credit check refuses (managers and admins)",
            }),
          ),
        }),
        response: { 200: Data(Type.Object({ order: OrderDetail })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { sellerId, userId } = authOf(request);
      const to = statusOf(request.body.status);
      const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
      const order = await moveOrder(request.writer, {
        sellerId,
        userId,
        orderId: request.params.id,
        to,
        notes: text(request.body.notes),
        courier: text(request.body.courier),
        trackingNumber: text(request.body.trackingNumber),
        overrideReason: overrideReasonOf(request.body.creditOverride),
        canOverride: can(authOf(request).user.role, 'payments'),
      });
      return { data: { order } };
    },
  );
};

export default routes;
