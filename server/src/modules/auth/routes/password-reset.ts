import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { writerOf } from '../../../platform/db/index.ts';
import { HttpError, badRequest } from '../../../platform/lib/errors.ts';
import { newOpaqueToken } from '../../../platform/auth/tokens.ts';
import { newPasswordError, normalizeEmail } from '../../../platform/lib/validation.ts';
import { passwordResetMail } from '../../../platform/mail/templates.ts';
import { userActor } from '../../../platform/auth/plugin.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { RESET_TTL_MINUTES, requestPasswordResetRow, resetTokenState, useUpResets, type ResetTokenState } from '../queries/password-resets.ts';
import { hit, resetLimitsStartingWith } from '../../../platform/http/rate-limits.ts';
import { loginAccountKeyPrefix } from '../domain/throttle.ts';
import { revokeUserSessions } from '../../../platform/auth/sessions.ts';
import { findUserByEmail, findUserById, personalDataOf, setPasswordHash, type UserRow } from '../../../platform/auth/users.ts';
import { Success, errors } from '../../../platform/schemas/index.ts';
import { refuseOver } from '../domain/throttle.ts';

const REQUEST_WINDOW_MINUTES = 60;
/** Reset mails one address may be sent an hour: enough for a lost mail or two, too few to flood an inbox. */
const REQUESTS_PER_EMAIL = 5;
const REQUESTS_PER_ADDRESS = 30;

export const RESET_LINK_MESSAGES = {
  expired: 'This reset link has expired. Request a new one.',
  used: 'This reset link has already been used. Request a new one if you still need to reset your password.',
  unknown: 'This reset link is not valid. Request a new one.',
} as const;

/** Why a link cannot be used: 410 for a link that worked once, 404 for one that never did. */
function linkRefusal(state: Exclude<ResetTokenState['state'], 'usable'>): HttpError {
  return new HttpError(state === 'unknown' ? 404 : 410, RESET_LINK_MESSAGES[state]);
}

const Token = Type.String({ minLength: 1, maxLength: 200, description: 'The token of the reset link (/reset-password?token=...)' });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Writes the reset and its mail together, then wakes the mail worker. */
  async function requestPasswordReset(user: UserRow): Promise<void> {
    const token = newOpaqueToken();
    const link = `${app.config.mail.publicUrl}/reset-password?token=${token}`;
    await app.db.transaction(async (tx) => {
      await requestPasswordResetRow(tx, user.id, token);
      const mail = passwordResetMail({ firstName: user.first_name, link, validMinutes: RESET_TTL_MINUTES, language: user.language });
      await enqueueMail(tx, { sellerId: user.seller_id, kind: 'password-reset', to: user.email, ...mail, link, language: user.language });
    });
    app.mail.nudge();
  }

  app.post(
    '/forgot-password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Mail a password reset link to an account',
        description:
          `The same answer whether or not the account exists. For an active account a single-use link valid ` +
          `${RESET_TTL_MINUTES} minutes is mailed. At most ${REQUESTS_PER_EMAIL} requests per email and ` +
          `${REQUESTS_PER_ADDRESS} per client address an hour (429).`,
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 200: Success, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const window = { windowSeconds: REQUEST_WINDOW_MINUTES * 60 };
      const counts = await Promise.all([
        hit(app.db, `forgot:${email}`, { ...window, max: REQUESTS_PER_EMAIL }),
        hit(app.db, `forgot-address:${request.ip}`, { ...window, max: REQUESTS_PER_ADDRESS }),
      ]);
      refuseOver(reply, counts, `Too many password reset requests. Please wait ${REQUEST_WINDOW_MINUTES} minutes and try again.`);
      const user = await findUserByEmail(app.db, email);
      // Written after the answer, so an existing account answers as fast as an unknown address
      // (the time taken must not tell which); a failure is logged, and the user asks again.
      if (user?.member_status === 'Active') {
        requestPasswordReset(user).catch((err: unknown) => request.log.error({ err, userId: user.id }, 'could not write the password reset'));
      }
      return { data: { success: true } };
    },
  );

  app.post(
    '/reset-password/check',
    {
      schema: {
        operationId: 'checkPasswordReset',
        tags: ['auth'],
        summary: 'Whether a reset link can still be used',
        description: 'For the reset page to say at once that a link expired (410), was used (410) or is unknown (404).',
        body: Type.Object({ token: Token }),
        response: { 200: Success, ...errors(404, 410) },
      },
    },
    async (request) => {
      const found = await resetTokenState(app.db, request.body.token);
      if (found.state !== 'usable') throw linkRefusal(found.state);
      return { data: { success: true } };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Set a new password through a reset link; ends every session of the user',
        description:
          'The new password follows the sign-up rules (400 with `errors.password`). The link then stops working, ' +
          "as do the user's other reset links, and every session of the user ends.",
        body: Type.Object({ token: Token, password: Type.String({ maxLength: 1024 }) }),
        response: { 200: Success, ...errors(400, 404, 410) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const found = await resetTokenState(app.db, token);
      if (found.state !== 'usable') throw linkRefusal(found.state);
      // Deactivated since the link was sent: the link is no use to them.
      const user = await findUserById(app.db, found.userId);
      if (!user) throw linkRefusal('unknown');
      const problem = newPasswordError(password, personalDataOf(user));
      if (problem) throw badRequest(problem, { password: problem });
      const hash = await app.passwords.hash(password);
      // Nobody is signed in: the link's owner is the actor (and no Idempotency-Key is taken).
      const writer = writerOf(app.db, { actor: userActor(user, request.ip), claim: null });
      const ended = await writer.transaction(async (tx) => {
        // Again under the row's lock: two requests with one link set one password, never two.
        const now = await resetTokenState(tx, token, { lock: true });
        if (now.state !== 'usable') throw linkRefusal(now.state);
        await useUpResets(tx, user.id);
        await setPasswordHash(tx, user.id, hash);
        // Whoever could reset is the owner: the lock their wrong guesses set must not refuse the new password.
        await resetLimitsStartingWith(tx, loginAccountKeyPrefix(user.email));
        return revokeUserSessions(tx, user.id);
      });
      for (const sessionId of ended) app.forgetSession(sessionId);
      request.log.info({ userId: user.id, sessions: ended.length }, 'password reset; every session ended');
      return { data: { success: true } };
    },
  );
};

export default routes;
