import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Data, IdParams, Success, errors } from '../../../platform/schemas/index.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, conflict, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import type { Queryable } from '../../../platform/db/index.ts';
import { addTeamMember, changeMember, getMember, listTeam, type ChangeResult, type MemberChange } from '../queries/team.ts';
import { INVITATION_TTL_DAYS, cancelInvitation, createInvitation } from '../queries/invitations.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { findUserByEmail } from '../../../platform/auth/users.ts';
import { invitationMail } from '../domain/invitation-mails.ts';
import { NewMemberBody, RoleBody, StatusBody } from '../schemas/team-requests.ts';
import { TeamMember, TeamSummary } from '../schemas/team.ts';
import { roleError, validateMember } from '../domain/team-validation.ts';
import activityRoutes from './activity.ts';
import { requestLanguage } from '../../../platform/i18n/index.ts';

const MEMBER_NOT_FOUND = 'Team member not found';

/** Writes a new invitation link for an invited member and its mail, in the caller's transaction. */
async function invite(app: FastifyInstance, tx: Queryable, request: FastifyRequest, member: { id: string; name: string; email: string; role: string }) {
  const { sellerId, userId, user } = authOf(request);
  const { token } = await createInvitation(tx, { sellerId, memberId: member.id, email: member.email, invitedBy: userId });
  const link = `${app.config.mail.publicUrl}/accept-invite?token=${encodeURIComponent(token)}`;
  await enqueueMail(
    tx,
    invitationMail({
      sellerId,
      to: member.email,
      name: member.name,
      companyName: user.company_name,
      role: member.role,
      invitedBy: `${user.first_name} ${user.last_name}`.trim(),
      link,
      days: INVITATION_TTL_DAYS,
      // The inviting admin's language (the one they are using), kept with the queued mail.
      language: requestLanguage(request),
    }),
  );
}

/** Mounted at /api/seller (verified sellers only): /team, /team/members*, /team/activity*. Writes: admins. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Answers a member change, or the refusal that says why it cannot be made. */
  async function applyChange(request: FastifyRequest, id: string, change: MemberChange) {
    const { sellerId, userId } = authOf(request);
    if (!isUuid(id)) throw notFound(MEMBER_NOT_FOUND);
    const result: ChangeResult = await request.writer.transaction((tx) => changeMember(tx, sellerId, id, change, userId));
    if (!result.ok) {
      if (result.reason === 'not_found') throw notFound(MEMBER_NOT_FOUND);
      if (result.reason === 'self') throw conflict('You cannot remove or deactivate your own account. Another admin can.');
      if (result.reason === 'invited') throw conflict('This member has not joined yet: resend or cancel the invitation instead.');
      if (result.reason !== 'last_admin') throw new Error('unknown refusal');
      throw conflict(
        result.isYou
          ? 'You are the only active admin of your company, so your account must stay an active admin. Make another active member an admin first.'
          : `${result.name} is the only active admin of your company. Make another active member an admin first.`,
      );
    }
    // This process stops honouring the member's old role or sessions at once; others within seconds.
    for (const session of result.endedSessions) app.forgetSession(session);
    if (result.userId) app.forgetUser(result.userId);
    return result.member;
  }

  app.get(
    '/team',
    {
      schema: {
        operationId: 'getTeam',
        tags: ['team'],
        summary: "The company's team members (the owner first, invited members with their invitation) and the role counts",
        response: {
          200: Data(Type.Object({ members: Type.Array(TeamMember), summary: TeamSummary })),
          ...errors(401, 403),
        },
      },
    },
    async (request) => ({ data: await listTeam(app.db, authOf(request).sellerId, authOf(request).userId) }),
  );

  app.post(
    '/team/members',
    {
      schema: {
        operationId: 'addTeamMember',
        tags: ['team'],
        summary: 'Invite a team member: stored as Invited, with an e-mailed single-use link valid 7 days',
        description: 'A person belongs to one company: an e-mail that already signs in elsewhere is refused (409).',
        body: NewMemberBody,
        response: { 201: Data(Type.Object({ member: TeamMember })), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const input = validateMember(request.body);
      if (!input.ok) throw badRequest(Object.values(input.errors)[0] ?? 'Invalid team member', input.errors);
      const { sellerId } = authOf(request);
      const member = await request.writer.transaction(async (tx) => {
        const elsewhere = await findUserByEmail(tx, input.value.email);
        if (elsewhere && elsewhere.seller_id !== sellerId) {
          throw conflict(`${input.value.email} already belongs to another company on AgriHub. A person can be a member of one company only.`);
        }
        const id = await addTeamMember(tx, sellerId, input.value);
        if (!id) throw conflict(`A team member with the e-mail ${input.value.email} already exists in your company.`);
        await invite(app, tx, request, { id, ...input.value });
        return getMember(tx, sellerId, id, authOf(request).userId);
      });
      app.mail.nudge();
      return reply.status(201).send({ data: { member: member! } });
    },
  );

  app.post(
    '/team/members/:id/invitation',
    {
      schema: {
        operationId: 'resendInvitation',
        tags: ['team'],
        summary: 'Resend an invitation: a new link valid 7 days; the earlier links stop working',
        params: IdParams,
        response: { 200: Data(Type.Object({ member: TeamMember })), ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      if (!isUuid(request.params.id)) throw notFound(MEMBER_NOT_FOUND);
      const member = await request.writer.transaction(async (tx) => {
        const found = await getMember(tx, sellerId, request.params.id);
        if (!found || found.status !== 'Invited') throw notFound('No pending invitation for this member');
        await invite(app, tx, request, { id: found._id, name: found.name, email: found.email, role: found.role });
        return getMember(tx, sellerId, found._id, authOf(request).userId);
      });
      app.mail.nudge();
      return { data: { member: member! } };
    },
  );

  app.delete(
    '/team/members/:id/invitation',
    {
      schema: {
        operationId: 'cancelInvitation',
        tags: ['team'],
        summary: 'Cancel an invitation: the invited member goes and its links say they were cancelled',
        params: IdParams,
        response: { 200: Success, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      if (!isUuid(request.params.id)) throw notFound(MEMBER_NOT_FOUND);
      const cancelled = await request.writer.transaction((tx) => cancelInvitation(tx, sellerId, request.params.id));
      if (!cancelled) throw notFound('No pending invitation for this member');
      return { data: { success: true } };
    },
  );

  app.patch(
    '/team/members/:id/role',
    {
      schema: {
        operationId: 'changeMemberRole',
        tags: ['team'],
        summary: "Change a member's role (applies to their next request); the company always keeps an active admin",
        params: IdParams,
        body: RoleBody,
        response: { 200: Data(Type.Object({ member: TeamMember })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const role = request.body.role.trim().toLowerCase();
      const bad = roleError(role);
      if (bad) throw badRequest(bad, { role: bad });
      const member = await applyChange(request, request.params.id, { kind: 'role', role });
      return { data: { member: member! } };
    },
  );

  app.patch(
    '/team/members/:id/status',
    {
      schema: {
        operationId: 'setMemberStatus',
        tags: ['team'],
        summary: 'Deactivate a member (their sessions end within seconds; they cannot sign in) or reactivate them',
        params: IdParams,
        body: StatusBody,
        response: { 200: Data(Type.Object({ member: TeamMember })), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const member = await applyChange(request, request.params.id, { kind: 'status', status: request.body.status });
      return { data: { member: member! } };
    },
  );

  app.delete(
    '/team/members/:id',
    {
      schema: {
        operationId: 'removeMember',
        tags: ['team'],
        summary: 'Remove a member: their login is deleted and their sessions end; what they did stays in the activity log',
        params: IdParams,
        response: { 200: Success, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await applyChange(request, request.params.id, { kind: 'remove' });
      return { data: { success: true } };
    },
  );

  await app.register(activityRoutes);
};

export default routes;
