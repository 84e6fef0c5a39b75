import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, Order, OrderSummary, PageQuery, Pagination, errors } from '../../schemas/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../schemas/domain.ts';
import { ORDER_SORTS, exportOrders, listOrders, type OrderFilters, type OrderSort } from '../../repos/orders.ts';
import { changeOrderStatus } from '../../domain/orders.ts';
import { EXPORT_FILE_NAME, csvStream } from './csv.ts';
import { cachedRead, replyCached } from '../../lib/read-cache.ts';
import { isCalendarDate, pktDayStart } from '../../lib/pkt-dates.ts';

/** Date-only filters mean Pakistan calendar days. */
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
  status: Type.Optional(Type.String({ maxLength: 20, description: ORDER_STATUSES.join(', ') })),
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
  if (status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw badRequest(`status must be one of: ${ORDER_STATUSES.join(', ')}`);
  }
  return {
    q: query.q,
    status: status as OrderStatus | undefined,
    from: parseDateParam('from', query.from, false),
    toExclusive: parseDateParam('to', query.to, true),
  };
}

/** The tables behind the cached orders list (lib/read-cache.ts). */
export const ORDERS_LIST = cachedRead('orders list', ['orders', 'order_stats', 'order_customer_stats']);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "Orders with summary cards (summary covers all of the seller's orders)",
        querystring: Type.Object({ ...FilterQuery, ...PageQuery }),
        response: {
          200: Data(Type.Object({ orders: Type.Array(Order), summary: OrderSummary, pagination: Pagination })),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const filters = filtersOf(request.query);
      const sellerId = authOf(request).sellerId;
      return replyCached(request, reply, ORDERS_LIST, sellerId, async () => ({
        data: await listOrders(app.db, sellerId, { ...filters, page, pageSize, sort: request.query.sort as OrderSort }),
      }));
    },
  );

  app.get(
    '/orders/export',
    {
      schema: {
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
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
          .header('cache-control', 'no-store')
          // The stream is the text/csv body the schema documents; the type provider only knows strings.
          .send(body as unknown as string)
      );
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        tags: ['orders'],
        summary: "Change an order's status (delivered and cancelled are terminal)",
        params: IdParams,
        body: Type.Object({
          status: Type.String({ maxLength: 20, description: ORDER_STATUSES.join(', ') }),
          notes: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
        }),
        response: { 200: Data(Type.Object({ order: Order })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { sellerId, userId } = authOf(request);
      const to = request.body.status.trim().toLowerCase();
      if (!(ORDER_STATUSES as readonly string[]).includes(to)) {
        throw badRequest(`Status must be one of: ${ORDER_STATUSES.join(', ')}`, { status: 'Invalid status' });
      }
      if (!isUuid(request.params.id)) throw notFound('Order not found');
      const notes = request.body.notes?.trim() ? request.body.notes.trim() : null;
      const order = await changeOrderStatus(app.db, { sellerId, userId, orderId: request.params.id, to: to as OrderStatus, notes });
      return { data: { order } };
    },
  );
};

export default routes;
