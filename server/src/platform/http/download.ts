import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * Answers `body` as a file the browser saves under `fileName`: a CSV as text or as a stream, a PDF
 * as a Buffer. The route's schema documents the body; Fastify's type provider only knows strings,
 * hence the cast.
 */
export function sendDownload<R extends FastifyReply>(reply: R, kind: keyof typeof CONTENT_TYPES, fileName: string, body: string | Buffer | Readable): R {
  return reply
    .header('content-type', CONTENT_TYPES[kind])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body as unknown as string) as R;
}
