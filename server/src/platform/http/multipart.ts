import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
// The largest file taken: shared's upload contract, which the forms also check.
import { UPLOAD_MAX_BYTES } from '@agrihub/shared/validation';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 10, fields: 30, fieldSize: 64 * 1024, parts: 50, headerPairs: 200 },
    });
  },
  { name: 'agrihub-multipart', fastify: '5.x' },
);
