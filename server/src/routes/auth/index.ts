import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Data, User, errors } from '../../schemas.ts';
import { HttpError, conflict, isUniqueViolation, unauthorized, badRequest } from '../../lib/errors.ts';
import { normalizeEmail, validateRegistration } from '../../lib/validation.ts';
import { authOf } from '../../plugins/auth.ts';
import { createSellerWithUser, findUserByEmail, findUserById, toPublicUser } from '../../repos/users.ts';
import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  clearFailures,
  recentFailures,
  recordFailure,
  revokeFamilyOf,
  rotate,
  startFamily,
  type IssuedRefresh,
} from '../../repos/sessions.ts';
import { addNotification } from '../../repos/notifications.ts';

export const REFRESH_COOKIE = 'agrihub_rt';
const COOKIE_PATH = '/api/auth';

function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedRefresh) {
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    // Remember Me: persistent cookie; otherwise a session cookie (the server still caps its life).
    ...(issued.remember ? { maxAge: issued.maxAgeSeconds } : {}),
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
}

const AuthAnswer = Data(Type.Object({ accessToken: Type.String(), user: User }));

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the refresh cookie',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
          rememberMe: Type.Optional(Type.Boolean()),
        }),
        response: { 200: AuthAnswer, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const ip = request.ip;
      if ((await recentFailures(app.db, email, ip)) >= LOGIN_MAX_FAILURES) {
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
        );
      }
      const user = await findUserByEmail(app.db, email);
      let ok = false;
      if (user) ok = await app.passwords.verify(user.password_hash, request.body.password);
      else await app.passwords.dummyVerify(request.body.password);
      if (!user || !ok) {
        await recordFailure(app.db, email, ip);
        throw unauthorized('Invalid email or password');
      }
      await clearFailures(app.db, email, ip);
      const issued = await startFamily(app.db, user.id, request.body.rememberMe === true);
      setRefreshCookie(request, reply, issued);
      const accessToken = await app.tokens.signAccess({ userId: user.id, sellerId: user.seller_id });
      request.log.info({ userId: user.id }, 'signed in');
      return { data: { accessToken, user: toPublicUser(user) } };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a manufacturer account (unverified); sets the refresh cookie',
        description: 'Every field is validated server-side; errors come back per field in `errors`.',
        body: Type.Object({
          firstName: Type.Optional(Type.String({ maxLength: 1000 })),
          lastName: Type.Optional(Type.String({ maxLength: 1000 })),
          email: Type.Optional(Type.String({ maxLength: 1000 })),
          password: Type.Optional(Type.String({ maxLength: 1000 })),
          companyName: Type.Optional(Type.String({ maxLength: 1000 })),
          companyAddress: Type.Optional(
            Type.Unknown({ description: 'Object { city, state, zipCode } (a plain string is refused)' }),
          ),
          phone: Type.Optional(Type.String({ maxLength: 100 })),
          taxId: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 201: AuthAnswer, ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      const v = validateRegistration(request.body as Record<string, unknown>);
      if (!v.ok) {
        const first = Object.values(v.errors)[0] ?? 'Invalid registration';
        throw badRequest(first, v.errors);
      }
      const input = v.value;
      const duplicate = () => conflict('An account with this email already exists');
      if (await findUserByEmail(app.db, input.email)) throw duplicate();
      const passwordHash = await app.passwords.hash(input.password);
      let user;
      try {
        user = await app.db.transaction(async (tx) => {
          const created = await createSellerWithUser(tx, { ...input, passwordHash });
          await addNotification(tx, created.seller_id, {
            title: 'Welcome to AgriHub',
            message: 'Upload all 6 required documents in the Document Center to get verified. Verification takes 1 working week.',
            type: 'Account',
            priority: 'warning',
          });
          return created;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
      const issued = await startFamily(app.db, user.id, false);
      setRefreshCookie(request, reply, issued);
      const accessToken = await app.tokens.signAccess({ userId: user.id, sellerId: user.seller_id });
      request.log.info({ userId: user.id }, 'registered');
      return reply.status(201).send({ data: { accessToken, user: toPublicUser(user) } });
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and issue a new access token',
        response: { 200: Data(Type.Object({ accessToken: Type.String() })), ...errors(401) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('No active session. Please sign in.');
      const result = await rotate(app.db, token);
      if (!result.ok) {
        clearRefreshCookie(request, reply);
        if (result.reason === 'reused') request.log.warn('refresh token reuse detected: family revoked');
        throw unauthorized('Your session has expired. Please sign in again.');
      }
      const user = await findUserById(app.db, result.userId);
      if (!user) throw unauthorized('Your session has expired. Please sign in again.');
      setRefreshCookie(request, reply, result.issued);
      const accessToken = await app.tokens.signAccess({ userId: user.id, sellerId: user.seller_id });
      return { data: { accessToken } };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session family and clear the refresh cookie',
        response: { 200: Data(Type.Object({ success: Type.Boolean() })) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await revokeFamilyOf(app.db, token);
      clearRefreshCookie(request, reply);
      return { data: { success: true } };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, read afresh (a page load sees a new verification at once)',
        security: [{ bearerAuth: [] }],
        response: { 200: Data(Type.Object({ user: User })), ...errors(401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(app.db, auth.userId);
      if (!user) throw unauthorized('Your session has expired. Please sign in again.');
      return { data: { user: toPublicUser(user) } };
    },
  );
};

export default routes;
