import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import pricingRoutes from './pricing.ts';
import logisticsRoutes from './logistics.ts';
import paymentsRoutes from './payments.ts';

/** Pricing & Offers, Logistics & Fulfillment, Payments & Financing: mounted at /api/seller, verified sellers only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireVerified);
  await app.register(pricingRoutes);
  await app.register(logisticsRoutes);
  await app.register(paymentsRoutes);
};

export default routes;
