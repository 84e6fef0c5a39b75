import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findUserById, type UserRow } from '../repos/users.ts';

export interface AuthContext {
  userId: string;
  sellerId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireVerified(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const PENDING_VERIFICATION = 'Your account is pending verification';

/** Returns the authenticated context or throws 401. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Bearer access tokens. The user row (with the seller's isVerified) is read on every request, so a
 * verification or account change takes effect at once rather than when the token expires.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Authentication required');
      const claims = await app.tokens.verifyAccess(match[1]);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      const user = await findUserById(app.db, claims.userId);
      if (!user || user.seller_id !== claims.sellerId) throw unauthorized('Your session has expired. Please sign in again.');
      request.auth = { userId: user.id, sellerId: user.seller_id, user };
    });
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      if (!authOf(request).user.is_verified) throw forbidden(PENDING_VERIFICATION);
    });
  },
  { name: 'agrihub-auth', dependencies: ['agrihub-context'], fastify: '5.x' },
);
