import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { retailerDetails, retailerInsights } from '../queries/insights.ts';
import { InsightsSummary, RetailerFigures, RetailerOrder } from '../schemas/insights-requests.ts';

/** Retailer Insights, mounted at /api/seller (verified sellers only): figures from the seller's orders. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/retailer-insights',
    {
      schema: {
        operationId: 'getRetailerInsights',
        tags: ['insights'],
        summary: "Retailer Insights tiles and the Top Performing Retailers, ranked by revenue, from the seller's orders",
        querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }),
        response: {
          200: Data(Type.Object({ summary: InsightsSummary, topRetailers: Type.Array(RetailerFigures) })),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const data = await retailerInsights(app.db, authOf(request).sellerId, request.query.limit);
      return { data };
    },
  );

  app.get(
    '/retailers/:id',
    {
      schema: {
        operationId: 'getRetailerDetails',
        tags: ['insights'],
        summary: "One retailer's figures and its most recent orders",
        params: IdParams,
        querystring: Type.Object({ recent: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }),
        response: {
          200: Data(Type.Object({ retailer: RetailerFigures, recentOrders: Type.Array(RetailerOrder) })),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('Retailer not found');
      const data = await retailerDetails(app.db, authOf(request).sellerId, request.params.id, request.query.recent);
      if (!data) throw notFound('Retailer not found');
      return { data };
    },
  );
};

export default routes;
