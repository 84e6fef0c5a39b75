import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findUserById, type UserRow } from './users.ts';
import { createExpiringCache, readThrough } from '../lib/expiring-cache.ts';
import { isUuid } from '../lib/ids.ts';
import { isSessionLive } from './sessions.ts';
import type { PermissionArea } from '../schemas/domain.ts';
import { permissionsOf } from './permissions.ts';
import type { Actor } from '../db/index.ts';

/** Who reads the notifications: the member's company, the areas their role may change, and who they are. */
export interface Reader {
  sellerId: string;
  userId: string;
  areas: readonly PermissionArea[];
}

export interface AuthContext {
  userId: string;
  sellerId: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** When the access token expires (ms since the epoch): a live stream ends then (modules/notifications/routes/events.ts). */
  tokenExpiresAt: number;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireVerified(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Drops this process's memo of a session, so its revocation applies to the next request. */
    forgetSession(sessionId: string): void;
    /** Drops this process's memo of a user, so a new role or status applies to their next request. */
    forgetUser(userId: string): void;
    /** An active member's row, as requests see it (read at most every USER_CACHE_TTL_MS). */
    userOf(userId: string): Promise<UserRow | undefined>;
    /** Whether a session is live, as requests see it (checked at most every SESSION_CHECK_TTL_MS). */
    sessionIsLive(sessionId: string): Promise<boolean>;
  }
}

export const PENDING_VERIFICATION = 'Your account is pending verification';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Returns the authenticated context or throws 401. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The actor the audit log records for a user's writes, made from `ip`. */
export function userActor(user: UserRow, ip: string): Actor {
  return { sellerId: user.seller_id, userId: user.id, name: `${user.first_name} ${user.last_name}`.trim(), ip };
}

/** The actor the audit log records for a signed-in request's writes (its `request.writer` carries it). */
export function actorOf(request: FastifyRequest): Actor {
  return userActor(authOf(request).user, request.ip);
}

/** How long a looked-up user row (with the seller's isVerified) serves further requests. */
/** The member asking, as a reader of notifications: their company, their role's areas and themselves. */
export function readerOf(request: FastifyRequest): Reader {
  const { sellerId, user } = authOf(request);
  return { sellerId, userId: user.id, areas: permissionsOf(user.role) };
}

export const USER_CACHE_TTL_MS = 5_000;
const USER_CACHE_MAX = 10_000;
/**
 * How long a session found live serves further requests before it is checked again: a logout,
 * password change or removal in any process ends its access tokens within this, plus one query.
 */
export const SESSION_CHECK_TTL_MS = 2_000;
const SESSION_CACHE_MAX = 50_000;

/**
 * Bearer access tokens. The user row (with the seller's isVerified) is read from the database at
 * most every USER_CACHE_TTL_MS per user rather than on every request: a verification or account
 * change takes effect within seconds, not when the token expires, and a busy seller's requests
 * save one query each. The token's session is checked the same way (every SESSION_CHECK_TTL_MS), so
 * an access token stops working within seconds of its session's end, not when it expires.
 */
export default fp(
  async (app) => {
    const users = createExpiringCache<string, UserRow>(USER_CACHE_MAX);
    const lookUp = (userId: string) => readThrough(users, userId, USER_CACHE_TTL_MS, () => findUserById(app.db, userId));

    const sessions = createExpiringCache<string, boolean>(SESSION_CACHE_MAX);
    const sessionLive = (sessionId: string) =>
      readThrough(sessions, sessionId, SESSION_CHECK_TTL_MS, async () => isUuid(sessionId) && (await isSessionLive(app.db, sessionId)));
    app.decorate('forgetSession', (sessionId: string) => sessions.delete(sessionId));
    app.decorate('forgetUser', (userId: string) => users.delete(userId));
    app.decorate('userOf', lookUp);
    app.decorate('sessionIsLive', sessionLive);

    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Authentication required');
      const claims = await app.tokens.verifyAccess(match[1]);
      if (!claims) throw unauthorized(SESSION_EXPIRED);
      const [user, live] = await Promise.all([lookUp(claims.userId), sessionLive(claims.sessionId)]);
      if (!user || !live || user.seller_id !== claims.sellerId) throw unauthorized(SESSION_EXPIRED);
      request.auth = { userId: user.id, sellerId: user.seller_id, sessionId: claims.sessionId, tokenExpiresAt: claims.expiresAt, user };
    });
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      const auth = authOf(request);
      if (auth.user.is_verified) return;
      // A refusal is rare: check afresh, so a seller verified moments ago is never turned away.
      users.delete(auth.userId);
      const fresh = await lookUp(auth.userId);
      if (!fresh?.is_verified) throw forbidden(PENDING_VERIFICATION);
      auth.user = fresh;
    });
  },
  { name: 'agrihub-auth', dependencies: ['agrihub-context'], fastify: '5.x' },
);
