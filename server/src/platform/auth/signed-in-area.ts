import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { can, refusal } from './permissions.ts';
import type { PermissionArea } from '../schemas/domain.ts';
import { authOf } from './plugin.ts';
import { IdempotencyHeaders } from '../http/idempotency.ts';

/** Who may make a route's changes: a role's area, or 'self' (anyone signed in, for their own things). */
export type WriteGuard = PermissionArea | 'self';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the area of the route's plugin (a read that only some roles may see, a personal write). */
    permission?: WriteGuard;
  }
}

export interface AreaRoutes {
  plugin: FastifyPluginAsync;
  /** The area every write of the plugin changes. */
  writes: WriteGuard;
}

export interface SignedInArea {
  prefix: string;
  /** Also refuse sellers not yet verified (403 "Your account is pending verification"). */
  verified: boolean;
  routes: AreaRoutes[];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Adds the role check (403 naming the role needed) to a route that needs one. It runs as the
 * route's first onRequest hook, after the area's sign-in checks and before the body is read or
 * validated: a refused upload is not even received.
 */
function guard(route: RouteOptions, area: PermissionArea): void {
  const check = async (request: FastifyRequest) => {
    const { user } = authOf(request);
    if (!can(user.role, area)) throw forbidden(refusal(user.role, area));
  };
  const existing = route.onRequest ? [route.onRequest].flat() : [];
  route.onRequest = [check, ...existing];
}

/**
 * Registers route plugins that only a signed-in user reaches: every request is authenticated (and,
 * for the seller area, must come from a verified seller) before its handler runs, and every route
 * is documented as bearer-secured, every write as taking an Idempotency-Key. Every write needs the role its plugin's area names
 * (platform/auth/permissions.ts); a read needs a role only when its route says so. What a handler writes
 * is audited as its user when it writes through `request.writer` (platform/http/idempotency.ts), as
 * every write route does (server/test/api/writers.test.ts). The route files then hold only their routes.
 */
export async function registerSignedInArea(app: FastifyInstance, { prefix, verified, routes }: SignedInArea): Promise<void> {
  await app.register(
    async (area) => {
      area.addHook('onRequest', area.authenticate);
      if (verified) area.addHook('onRequest', area.requireVerified);
      for (const { plugin, writes } of routes) {
        await area.register(async (scope) => {
          scope.addHook('onRoute', (route) => {
            const isWrite = [route.method].flat().some((m) => !READS.has(m));
            route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
            // Every write takes an Idempotency-Key (platform/http/idempotency.ts handles it for all).
            if (isWrite) route.schema.headers ??= IdempotencyHeaders;
            const needs = route.config?.permission ?? (isWrite ? writes : 'self');
            if (needs !== 'self') guard(route, needs);
          });
          await scope.register(plugin);
        });
      }
    },
    { prefix },
  );
}
