import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendTranslated } from '../i18n/index.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Liveness including a database round trip',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.Literal('error'), message: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return sendTranslated(request, reply.status(503), { status: 'error' as const, message: 'Database unavailable' });
      }
    },
  );
};

export default routes;
