import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { REMOTE_NAMES } from '../config.ts';

/** Origins of remote URLs overridden to another host (they must be allowed to load scripts/fetches). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//i.test(url)) {
      try {
        origins.add(new URL(url).origin);
      } catch {
        /* not a URL: ignored */
      }
    }
  }
  return [...origins];
}

/** Security headers on every answer; no-store on /api; HSTS only when served over https. */
export default fp(
  async (app) => {
    const extra = remoteOrigins(Object.fromEntries(REMOTE_NAMES.map((n) => [n, app.config.remotes[n]])));
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra],
          connectSrc: ["'self'", ...extra],
          // MUI/emotion inject <style> elements at runtime.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:', ...extra],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      hsts: false,
      // Remote assets must be loadable from other origins; /api sets same-origin itself below.
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        reply.header('cache-control', 'no-store');
        reply.header('cross-origin-resource-policy', 'same-origin');
      }
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      return payload;
    });
  },
  { name: 'agrihub-security', dependencies: ['agrihub-context'], fastify: '5.x' },
);
