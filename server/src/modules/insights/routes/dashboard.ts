import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, errors } from '../../../platform/schemas/index.ts';
import { readerOf } from '../../../platform/auth/plugin.ts';
import { dashboardOverview } from '../queries/dashboard.ts';
import { cachedRead, replyCached } from '../../../platform/lib/read-cache.ts';

const Overview = Type.Object({
  revenue: Type.Object({
    total: Type.Number({ description: 'Orders after discounts, before sales tax, cancelled ones excluded' }),
    average: Type.Number({ description: 'Per order, on the same terms' }),
  }),
  orders: Type.Object({ total: Type.Integer() }),
  products: Type.Object({ active: Type.Integer(), total: Type.Integer(), lowStock: Type.Integer(), outOfStock: Type.Integer() }),
  inventory: Type.Object({ value: Type.Number(), items: Type.Integer() }),
  notifications: Type.Object({ unread: Type.Integer() }),
  recent: Type.Object({
    orders: Type.Array(
      Type.Object({
        _id: Type.String(),
        orderNumber: Type.String(),
        customer: Type.Object({ name: Type.String() }),
        total: Type.Number({ description: 'After discounts, before sales tax' }),
        salesTax: Type.Union([Type.Object({ rate: Type.Number(), amount: Type.Number() }), Type.Null()]),
        grandTotal: Type.Number({ description: 'With its sales tax, as its invoice says' }),
        status: Type.String(),
      }),
    ),
    products: Type.Array(
      Type.Object({
        _id: Type.String(),
        name: Type.String(),
        sku: Type.String(),
        stockQuantity: Type.Integer(),
        status: Type.String(),
      }),
    ),
  }),
});

/** The tables behind the cached dashboard overview (platform/lib/read-cache.ts). */
export const DASHBOARD_OVERVIEW = cachedRead('dashboard overview', [
  'orders',
  'order_stats',
  'products',
  'product_stats',
  'notifications',
  'notification_read_marks',
  'notification_reads',
  'retailer_invoices',
  'sellers',
]);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/overview',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getDashboardOverview',
        tags: ['dashboard'],
        summary: 'Dashboard cards and recent lists (revenue excludes cancelled orders; inventory value at cost, else price)',
        security: [{ bearerAuth: [] }],
        response: { 200: Data(Overview), ...errors(401) },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      // The unread count is the member's own (migration 029): each member has their copy.
      return replyCached(request, reply, DASHBOARD_OVERVIEW, reader.sellerId, async () => ({ data: await dashboardOverview(app.db, reader) }), reader.userId);
    },
  );
};

export default routes;
