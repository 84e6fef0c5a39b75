import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, User, errors } from '../../../platform/schemas/index.ts';
import { conflict, forbidden, isUniqueViolation, unauthorized, badRequest } from '../../../platform/lib/errors.ts';
import { newPasswordError, normalizeEmail, validateRegistration } from '../../../platform/lib/validation.ts';
import { SESSION_EXPIRED, authOf } from '../../../platform/auth/plugin.ts';
import {
  createSellerWithUser,
  findUserByEmail,
  findUserById,
  passwordHashOf,
  personalDataOf,
  setPasswordHash,
  toPublicUser,
} from '../../../platform/auth/users.ts';
import { restartSessions, signOut, refreshSession, startFamily } from '../../../platform/auth/sessions.ts';
import { hit, pruneLimits, resetLimit, unhit } from '../../../platform/http/rate-limits.ts';
import { loginAccountKeyPrefix, refuseOver } from '../domain/throttle.ts';
import passwordResetRoutes from './password-reset.ts';
import { notifyWelcome } from '../../notifications/index.ts';
import { AuthAnswer, REFRESH_COOKIE, clearSessionCookies, sessionAnswers, setSessionCookies } from '../../../platform/auth/sign-in.ts';

export const LOGIN_WINDOW_MINUTES = 15;
const LOGIN_WINDOW = LOGIN_WINDOW_MINUTES * 60;
const REGISTRATION_WINDOW = 3600;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { signIn, accessTokenFor } = sessionAnswers(app);
  await app.register(passwordResetRoutes);

  app.post(
    '/login',
    {
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in; sets the refresh cookie',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
          rememberMe: Type.Optional(Type.Boolean()),
        }),
        response: { 200: AuthAnswer, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const { loginFailuresPerAccount, loginFailuresPerAddress } = app.config.limits;
      // Every attempt is counted before the password is checked, in one statement per counter: a
      // burst gets as many checks as the limit allows, and the rest (a right password too) 429.
      const accountKey = `${loginAccountKeyPrefix(email)}${request.ip}`;
      const addressKey = `login-address:${request.ip}`;
      const window = { windowSeconds: LOGIN_WINDOW };
      const counts = await Promise.all([
        hit(app.db, accountKey, { ...window, max: loginFailuresPerAccount }),
        hit(app.db, addressKey, { ...window, max: loginFailuresPerAddress }),
      ]);
      refuseOver(reply, counts, `Too many failed sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`);
      const user = await findUserByEmail(app.db, email);
      let ok = false;
      if (user) ok = await app.passwords.verify(user.password_hash, request.body.password);
      else await app.passwords.dummyVerify(request.body.password);
      if (!user || !ok) {
        await pruneLimits(app.db);
        throw unauthorized('Invalid email or password');
      }
      // A right password was no failure: the account's count starts over, the address's takes it back.
      await Promise.all([resetLimit(app.db, accountKey), unhit(app.db, addressKey)]);
      if (user.member_status !== 'Active') {
        throw forbidden(`Your access to ${user.company_name} has been deactivated. Ask an admin of your company to reactivate it.`);
      }
      return signIn(request, reply, user, await startFamily(app.db, user.id, request.body.rememberMe === true));
    },
  );

  app.post(
    '/register',
    {
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Create a manufacturer account (unverified); sets the refresh cookie',
        description: 'Every field is validated server-side; errors come back per field in `errors`.',
        body: Type.Object({
          firstName: Type.Optional(Type.String({ maxLength: 1000 })),
          lastName: Type.Optional(Type.String({ maxLength: 1000 })),
          email: Type.Optional(Type.String({ maxLength: 1000 })),
          password: Type.Optional(Type.String({ maxLength: 1000 })),
          companyName: Type.Optional(Type.String({ maxLength: 1000 })),
          companyAddress: Type.Optional(Type.Unknown({ description: 'Object { city, state, zipCode } (a plain string is refused)' })),
          phone: Type.Optional(Type.String({ maxLength: 100 })),
          taxId: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 201: AuthAnswer, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const v = validateRegistration(request.body as Record<string, unknown>);
      if (!v.ok) {
        const first = Object.values(v.errors)[0] ?? 'Invalid registration';
        throw badRequest(first, v.errors);
      }
      const input = v.value;
      // Counted once the input is valid: each such attempt costs a hash or tells whether an email
      // has an account.
      const { registrationsPerAddress } = app.config.limits;
      const counted = await hit(app.db, `register:${request.ip}`, {
        max: registrationsPerAddress,
        windowSeconds: REGISTRATION_WINDOW,
      });
      refuseOver(reply, [counted], 'Too many sign-ups from your network. Please try again in an hour.');
      const duplicate = () => conflict('An account with this email already exists');
      if (await findUserByEmail(app.db, input.email)) throw duplicate();
      const passwordHash = await app.passwords.hash(input.password);
      let user;
      try {
        user = await app.db.transaction(async (tx) => {
          const created = await createSellerWithUser(tx, { ...input, passwordHash });
          await notifyWelcome(tx, created.seller_id);
          return created;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
      request.log.info({ userId: user.id }, 'registered');
      reply.status(201);
      return signIn(request, reply, user, await startFamily(app.db, user.id, false));
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        operationId: 'refreshSession',
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and issue a new access token',
        response: { 200: Data(Type.Object({ accessToken: Type.String() })), ...errors(401) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) {
        clearSessionCookies(request, reply);
        throw unauthorized('No active session. Please sign in.');
      }
      const result = await refreshSession(app.db, token, app.tokens.successorOf);
      if (!result.ok) {
        clearSessionCookies(request, reply);
        if (result.reason === 'reused') request.log.warn('refresh token reuse detected: family revoked');
        throw unauthorized(SESSION_EXPIRED);
      }
      const user = await findUserById(app.db, result.userId);
      if (!user) {
        clearSessionCookies(request, reply);
        throw unauthorized(SESSION_EXPIRED);
      }
      setSessionCookies(request, reply, result.issued);
      const accessToken = await accessTokenFor(user, result.issued);
      return { data: { accessToken } };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Revoke the session family and clear the refresh cookie',
        response: { 200: Data(Type.Object({ success: Type.Boolean() })) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      const sessionId = token ? await signOut(app.db, token) : undefined;
      if (sessionId) app.forgetSession(sessionId);
      clearSessionCookies(request, reply);
      return { data: { success: true } };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getSignedInUser',
        tags: ['auth'],
        summary: 'The signed-in user, read afresh (a page load sees a new verification at once)',
        security: [{ bearerAuth: [] }],
        response: { 200: Data(Type.Object({ user: User })), ...errors(401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(app.db, auth.userId);
      if (!user) throw unauthorized(SESSION_EXPIRED);
      return { data: { user: toPublicUser(user) } };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'changePassword',
        tags: ['auth'],
        summary: "Change the signed-in user's password; ends every other session of the user",
        description:
          'The current password is checked (at most 5 wrong tries in 15 minutes); the new one follows the ' +
          'sign-up rules. Every session of the user is revoked (their access tokens stop within seconds) and ' +
          'this client gets a new session: a new refresh cookie and access token.',
        security: [{ bearerAuth: [] }],
        body: Type.Object({
          currentPassword: Type.String({ maxLength: 1024 }),
          newPassword: Type.String({ maxLength: 1024 }),
        }),
        response: { 200: AuthAnswer, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { currentPassword, newPassword } = request.body;
      const max = app.config.limits.loginFailuresPerAccount;
      const key = `password:${auth.userId}`;
      refuseOver(
        reply,
        [await hit(app.db, key, { max, windowSeconds: LOGIN_WINDOW })],
        `Too many wrong passwords. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
      );
      const hash = await passwordHashOf(app.db, auth.userId);
      if (!hash || !(await app.passwords.verify(hash, currentPassword))) {
        const message = 'Current password is incorrect';
        throw badRequest(message, { currentPassword: message });
      }
      await resetLimit(app.db, key);
      const user = auth.user;
      let problem = newPasswordError(newPassword, personalDataOf(user));
      if (!problem && (await app.passwords.verify(hash, newPassword))) problem = 'New password must differ from the current one';
      if (problem) throw badRequest(problem, { newPassword: problem });
      const newHash = await app.passwords.hash(newPassword);
      // The change alone goes through the request's writer (audited as the user, recording the
      // Idempotency-Key): the counter above is on app.db, so a change that then fails leaves no key.
      const issued = await request.writer.transaction(async (tx) => {
        await setPasswordHash(tx, auth.userId, newHash);
        return restartSessions(tx, auth.userId, auth.sessionId);
      });
      app.forgetSession(auth.sessionId);
      request.log.info({ userId: auth.userId }, 'password changed; every session ended');
      return signIn(request, reply, user, issued);
    },
  );
};

export default routes;
