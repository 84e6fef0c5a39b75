import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { onSendHookHandler } from 'fastify';

/**
 * An ETag names the bytes sent, so one compressed here gets the encoding appended (as static.ts tags
 * a precompressed file): a cache holding two encodings of a file can never revalidate one with the
 * other's tag.
 */
const tagEncoding: onSendHookHandler = async (_request, reply, payload) => {
  const encoding = reply.getHeader('content-encoding');
  const etag = reply.getHeader('etag');
  if (typeof encoding === 'string' && encoding !== 'identity' && typeof etag === 'string' && !etag.endsWith(`-${encoding}"`)) {
    reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
  }
  return payload;
};

/** gzip/brotli for JSON and static files (brotli at a fast level: responses are compressed per request). */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // compress adds its onSend to each route as it is declared; added after it, this one sees its choice.
    app.addHook('onRoute', (route) => {
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...own, tagEncoding];
    });
  },
  { name: 'agrihub-compress', fastify: '5.x' },
);
