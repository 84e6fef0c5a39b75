import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, Success, errors } from '../../../platform/schemas/index.ts';
import { ref } from '../../../platform/schemas/components.ts';
import { InvitationState, TeamRole } from '../../../platform/schemas/domain.ts';
import { HttpError, badRequest, conflict, notFound } from '../../../platform/lib/errors.ts';
import { validateNewLogin } from '../../../platform/lib/validation.ts';
import { writerOf } from '../../../platform/db/index.ts';
import { acceptInvitation, adminsOf, findInvitation, type Invitation } from '../queries/invitations.ts';
import { findUserByEmail, findUserById } from '../../../platform/auth/users.ts';
import { startFamily } from '../../../platform/auth/sessions.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { hit } from '../../../platform/http/rate-limits.ts';
import { newLinkRequestMail } from '../domain/invitation-mails.ts';
import { AuthAnswer, sessionAnswers } from '../../../platform/auth/sign-in.ts';
import { requestLanguage, translate, varyOnLanguage } from '../../../platform/i18n/index.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 200 }) });
const UNKNOWN_LINK = 'This invitation link is not valid. Check that you opened the whole link from the email.';

/** Why a link that is no longer valid cannot be used, in the words the accept page shows. */
export function stateMessage(state: Exclude<InvitationState, 'valid'>, companyName: string): string {
  switch (state) {
    case 'expired':
      return `This invitation to ${companyName} has expired. Ask for a new one below.`;
    case 'used':
      return 'This invitation has already been accepted. Sign in with your email and password.';
    case 'cancelled':
      return `This invitation to ${companyName} was cancelled. Ask for a new one below if you still need access.`;
    case 'resent':
      return 'A newer invitation was sent to you. Use the link in the latest email, or ask for a new one below.';
    case 'removed':
      return `You are no longer a member of ${companyName}. Ask for a new invitation below if you need access again.`;
  }
}

const InvitationView = Type.Object({
  state: ref(InvitationState),
  message: Type.Union([Type.String(), Type.Null()], { description: 'Why the link cannot be used; null when it can' }),
  companyName: Type.String(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([ref(TeamRole), Type.Null()]),
  invitedBy: Type.Union([Type.String(), Type.Null()]),
});

/** Public (the link is the credential), mounted at /api/invitations. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { signIn } = sessionAnswers(app);

  async function known(token: string): Promise<Invitation> {
    const invitation = await findInvitation(app.db, token);
    if (!invitation) throw notFound(UNKNOWN_LINK);
    return invitation;
  }

  app.get(
    '/:token',
    {
      schema: {
        operationId: 'getInvitation',
        tags: ['team'],
        summary: 'What an invitation link offers (company, role, e-mail) and whether it can still be used',
        params: TokenParams,
        response: { 200: Data(InvitationView), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const i = await known(request.params.token);
      // Why the link no longer works, in the reader's language as the refusals are.
      varyOnLanguage(reply);
      const message = i.state === 'valid' ? null : translate(stateMessage(i.state, i.companyName), requestLanguage(request));
      return { data: { state: i.state, message, companyName: i.companyName, email: i.email, name: i.name, role: i.role, invitedBy: i.invitedBy } };
    },
  );

  app.post(
    '/:token/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        tags: ['team'],
        summary: "Accept an invitation: choose a name and password, join the company's data, signed in",
        params: TokenParams,
        body: Type.Object({
          firstName: Type.String({ maxLength: 1000 }),
          lastName: Type.String({ maxLength: 1000 }),
          password: Type.String({ maxLength: 1000 }),
        }),
        response: { 201: AuthAnswer, ...errors(400, 404, 409, 410) },
      },
    },
    async (request, reply) => {
      const first = await known(request.params.token);
      const input = validateNewLogin(request.body, { email: first.email, companyName: first.companyName });
      if (!input.ok) throw badRequest(Object.values(input.errors)[0] ?? 'Invalid details', input.errors);
      const passwordHash = await app.passwords.hash(input.value.password);
      const userId = crypto.randomUUID();
      const { firstName, lastName } = input.value;
      // Nobody is signed in yet: the member joining is the actor (and no Idempotency-Key is taken).
      const actor = { sellerId: first.sellerId, userId, name: `${firstName} ${lastName}`, ip: request.ip };
      const writer = writerOf(app.db, { actor, claim: null });
      await writer.transaction(async (tx) => {
        const invitation = await findInvitation(tx, request.params.token, true);
        if (!invitation) throw notFound(UNKNOWN_LINK);
        if (invitation.state !== 'valid' || !invitation.memberId) {
          throw new HttpError(410, stateMessage(invitation.state === 'valid' ? 'cancelled' : invitation.state, invitation.companyName));
        }
        if (await findUserByEmail(tx, invitation.email)) {
          throw conflict(`${invitation.email} already has an AgriHub account. Sign in with it, or ask an admin to invite another address.`);
        }
        await acceptInvitation(tx, { ...invitation, memberId: invitation.memberId }, { id: userId, firstName, lastName, passwordHash });
      });
      const user = await findUserById(app.db, userId);
      if (!user) throw new Error('accepted user not found');
      request.log.info({ userId, sellerId: first.sellerId }, 'invitation accepted');
      reply.status(201);
      return signIn(request, reply, user, await startFamily(app.db, userId, false));
    },
  );

  app.post(
    '/:token/request-new',
    {
      schema: {
        operationId: 'requestNewInvitation',
        tags: ['team'],
        summary: "Ask the company's admins for a new invitation (a link that expired, was cancelled or replaced)",
        description: 'Once an hour per link; the admins get an e-mail.',
        params: TokenParams,
        response: { 200: Success, ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const i = await known(request.params.token);
      if (i.state === 'valid') throw conflict('This invitation can still be used: accept it above.');
      if (i.state === 'used') throw conflict('This invitation has already been accepted. Sign in with your email and password.');
      const counted = await hit(app.db, `invitation-request:${i.id}`, { max: 1, windowSeconds: 3600 });
      if (counted.over) throw new HttpError(429, 'Your request was already sent to the admins. They will send you a new invitation.');
      const link = `${app.config.mail.publicUrl}/team-access`;
      await app.db.transaction(async (tx) => {
        for (const admin of await adminsOf(tx, i.sellerId)) {
          await enqueueMail(
            tx,
            // Each admin reads it in their own saved language.
            newLinkRequestMail({
              sellerId: i.sellerId,
              to: admin.email,
              adminName: admin.name,
              email: i.email,
              companyName: i.companyName,
              link,
              language: admin.language,
            }),
          );
        }
      });
      app.mail.nudge();
      return { data: { success: true } };
    },
  );
};

export default routes;
