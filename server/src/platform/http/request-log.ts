import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are capabilities: a signed file URL's signature opens the file, a
 * reset link's token (/reset-password?token=) sets a password.
 */
const SECRET_PARAMS = new Set(['sig', 'token']);

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with the value of every secret query parameter replaced, however its name is spelled. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(paramName(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted: the access log must not hand out file links. */
function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** Logger options with our request serializer, whatever logger the caller asked for. */
export function withRequestLog(logger: FastifyServerOptions['logger'], level: string): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === undefined || logger === true ? { level } : logger;
  return { ...base, serializers: { ...base.serializers, req: requestForLog } };
}
