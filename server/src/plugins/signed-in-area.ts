import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export interface SignedInArea {
  prefix: string;
  /** Also refuse sellers not yet verified (403 "Your account is pending verification"). */
  verified: boolean;
  routes: FastifyPluginAsync[];
}

/**
 * Registers route plugins that only a signed-in user reaches: every request is authenticated (and,
 * for the seller area, must come from a verified seller) before its handler runs, and every route
 * is documented as bearer-secured. The route files then hold only their routes.
 */
export async function registerSignedInArea(app: FastifyInstance, { prefix, verified, routes }: SignedInArea): Promise<void> {
  await app.register(
    async (area) => {
      area.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
      });
      area.addHook('onRequest', area.authenticate);
      if (verified) area.addHook('onRequest', area.requireVerified);
      for (const plugin of routes) await area.register(plugin);
    },
    { prefix },
  );
}
