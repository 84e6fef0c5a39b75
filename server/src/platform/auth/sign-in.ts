import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Data, User } from '../schemas/index.ts';
import { toPublicUser, type UserRow } from './users.ts';
import type { IssuedRefresh } from './sessions.ts';

export const REFRESH_COOKIE = 'agrihub_rt';
/**
 * Readable by the page (not httpOnly, no secret in it): says a refresh cookie may be held, so the
 * client's start-up refresh runs only then. Without it every anonymous visit got a 401, which the
 * browser logs in red. Set and cleared with the refresh cookie; a stale one costs one 401 that clears it.
 */
export const SESSION_MARKER_COOKIE = 'agrihub_session';
const COOKIE_PATH = '/api/auth';

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, issued: IssuedRefresh) {
  const secure = request.protocol === 'https';
  // Remember Me: persistent cookie; otherwise a session cookie (the server still caps its life).
  const lifetime = issued.remember ? { maxAge: issued.maxAgeSeconds } : {};
  reply.setCookie(REFRESH_COOKIE, issued.token, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure, ...lifetime });
  reply.setCookie(SESSION_MARKER_COOKIE, '1', { httpOnly: false, sameSite: 'strict', path: '/', secure, ...lifetime });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const secure = request.protocol === 'https';
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
  reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/', httpOnly: false, sameSite: 'strict', secure });
}

export const AuthAnswer = Data(Type.Object({ accessToken: Type.String(), user: User }));

/** How a route answers a session: sign-in (login, sign-up, an accepted invitation) and token refresh. */
export function sessionAnswers(app: FastifyInstance) {
  async function accessTokenFor(user: UserRow, issued: IssuedRefresh): Promise<string> {
    return app.tokens.signAccess({ userId: user.id, sellerId: user.seller_id, sessionId: issued.sessionId });
  }

  /** Answers a new session: its refresh cookie, an access token naming it, and the user. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, issued: IssuedRefresh) {
    setSessionCookies(request, reply, issued);
    const accessToken = await accessTokenFor(user, issued);
    request.log.info({ userId: user.id, sessionId: issued.sessionId }, 'signed in');
    return { data: { accessToken, user: toPublicUser(user) } };
  }

  return { signIn, accessTokenFor };
}
