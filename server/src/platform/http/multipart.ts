import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../storage/uploads.ts';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 30, fieldSize: 64 * 1024, parts: 50, headerPairs: 200 },
    });
  },
  { name: 'agrihub-multipart', fastify: '5.x' },
);
