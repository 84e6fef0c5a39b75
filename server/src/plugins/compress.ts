import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** gzip/brotli for JSON and static files (brotli at a fast level: responses are compressed per request). */
export default fp(async (app) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}, { name: 'agrihub-compress', fastify: '5.x' });
