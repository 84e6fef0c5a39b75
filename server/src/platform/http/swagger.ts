import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI generated from the route schemas; UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      // Named schemas (platform/schemas/components.ts) appear under components.schemas by their own names.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'AgriHub Seller Portal API',
          version: '1.0.0',
          description: 'Errors are always `{ "message": "..." }` (validation errors may add `errors: { field: message }`).',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'agrihub-swagger', fastify: '5.x' },
);
