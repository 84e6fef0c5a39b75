import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, errors } from '../../../platform/schemas/index.ts';
import { SearchResults, type SearchGroup } from '../schemas/search.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest } from '../../../platform/lib/errors.ts';
import { searchOrders, searchProducts, searchRetailerHits } from '../queries/search.ts';

/** The longest search, trimmed: longer text is no order number, SKU or name anyone types. */
export const SEARCH_MAX_LENGTH = 100;

const NOTHING: SearchGroup<never> = { items: [], total: 0, atLeast: false };

/** The trimmed search, or 400 naming what is wrong with it. */
function searchOf(raw: string | undefined): string {
  const q = (raw ?? '').trim();
  if (q === '') throw badRequest('Type something to search for', { q: 'Type something to search for' });
  if (q.length > SEARCH_MAX_LENGTH) {
    const message = `A search can be at most ${SEARCH_MAX_LENGTH} characters`;
    throw badRequest(message, { q: message });
  }
  return q;
}

/**
 * The top bar's search: mounted at /api for every signed-in member rather than under the verified
 * seller area, so an unverified seller gets an answer (empty groups) instead of a refusal for typing
 * in a box every page shows. Orders, products and retailers are all modules that need verification.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        operationId: 'getSearch',
        tags: ['search'],
        summary:
          "The seller's orders (number, retailer), products (name, SKU) and retailers (name, city) containing q, case-insensitive; each group's first `limit` and how many match. Empty groups for a seller not yet verified.",
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 1000, description: `1 to ${SEARCH_MAX_LENGTH} characters once trimmed` })),
          limit: Type.Integer({ minimum: 1, maximum: 50, default: 5, description: 'Items per group' }),
        }),
        response: { 200: Data(SearchResults), ...errors(400, 401) },
      },
    },
    async (request) => {
      const q = searchOf(request.query.q);
      const { limit } = request.query;
      const { sellerId, user } = authOf(request);
      if (!user.is_verified) return { data: { q, orders: NOTHING, products: NOTHING, retailers: NOTHING } };
      const [orders, products, retailers] = await Promise.all([
        searchOrders(app.db, sellerId, q, limit),
        searchProducts(app.db, sellerId, q, limit),
        searchRetailerHits(app.db, sellerId, q, limit),
      ]);
      return { data: { q, orders, products, retailers } };
    },
  );
};

export default routes;
