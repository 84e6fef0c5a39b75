import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { sendTranslated } from '../i18n/index.ts';

function fieldOf(v: { instancePath?: string; params?: Record<string, unknown> }): string {
  const missing = v.params?.missingProperty;
  const base = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return base ? `${base}.${missing}` : missing;
  return base || 'request';
}

/**
 * A streamed body that fails before its first byte leaves (say an export whose rows are still in
 * the compressor) has had its headers copied onto the raw response, where Reply.getHeader reads
 * them: the error JSON would go out unserialised as text/csv, marked gzip, as an attachment.
 */
function dropBodyHeaders(reply: FastifyReply): void {
  for (const name of ['content-type', 'content-length', 'content-encoding', 'content-disposition']) {
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
}

/**
 * The one error handler: `{ message }` (plus `errors` per field), internals hidden on 5xx. The
 * message and every field's error go out in the request's language (platform/i18n/index.ts), marked
 * Vary: Accept-Language; in English exactly as written.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      dropBodyHeaders(reply);
      if ('validation' in err && err.validation) {
        const errors: Record<string, string> = {};
        for (const v of err.validation) {
          const field = fieldOf(v as { instancePath?: string; params?: Record<string, unknown> });
          errors[field] ??= `${field} ${v.message ?? 'is invalid'}`;
        }
        const first = Object.values(errors)[0] ?? 'Invalid request';
        return sendTranslated(request, reply.status(400), { message: `Invalid request: ${first}`, errors });
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return sendTranslated(request, reply.status(status), { message: 'Something went wrong on our side, please try again' });
      }
      if (status === 429 || status === 413 || status === 401 || status === 403) request.log.info({ status, msg: err.message }, 'request refused');
      if (err instanceof HttpError && (err.errors || err.extra)) {
        return sendTranslated(request, reply.status(status), { ...err.extra, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
      }
      return sendTranslated(request, reply.status(status), { message: err.message });
    });

    app.setNotFoundHandler((request, reply) => {
      sendTranslated(request, reply.status(404), { message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` });
    });
  },
  { name: 'agrihub-errors', fastify: '5.x' },
);
