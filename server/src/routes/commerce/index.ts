import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Mounted at /api/seller (verified sellers only); the routes land with the module's issue. */
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
