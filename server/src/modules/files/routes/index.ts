import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { findDocumentFile } from '../../documents/index.ts';
import { findImage } from '../../catalog/index.ts';

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Signed downloads: the signature is the capability; no bearer token (links open in a new tab). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:kind/:id',
    {
      schema: {
        operationId: 'getFile',
        tags: ['files'],
        summary: 'Download an uploaded file through a signed URL from a list answer',
        params: Type.Object({ kind: Type.String({ maxLength: 20 }), id: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({
          expires: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { expires = '', sig = '' } = request.query;
      if ((kind !== 'documents' && kind !== 'images') || !app.signer.verify(kind, id, expires, sig)) {
        throw forbidden('This link has expired or is invalid');
      }
      if (!isUuid(id)) throw notFound('File not found');
      const file = kind === 'documents' ? await findDocumentFile(app.db, id) : await findImage(app.db, id);
      if (!file) throw notFound('File not found');
      const stored = await app.storage.open(file.storage_key);
      if (!stored) throw notFound('File not found');
      reply.header('content-type', file.content_type);
      reply.header('content-disposition', contentDisposition(file.original_name));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-length', stored.size);
      return reply.send(stored.stream);
    },
  );
};

export default routes;
