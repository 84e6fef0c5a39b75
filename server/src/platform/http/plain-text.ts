import fp from 'fastify-plugin';
import { controlCharacterAt, controlCharacterError } from '../lib/control-characters.ts';

/**
 * Refuses a control character in any text a route receives (path parameters, query parameters and
 * a JSON body; multipart fields are checked as they are read, platform/storage/uploads.ts) before the route's
 * schema and handler see it, for every route, signed in or not.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = controlCharacterAt(part, '');
        if (field !== undefined) throw controlCharacterError(field === '' ? 'request' : field);
      }
    });
  },
  { name: 'agrihub-plain-text', fastify: '5.x' },
);
