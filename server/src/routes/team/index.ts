import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, errors } from '../../schemas/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { addMember, changeRole, listTeam } from '../../repos/team.ts';
import { NewMemberBody, RoleBody } from './schemas.ts';
import { TeamMember, TeamSummary } from '../../schemas/team.ts';
import { roleError, validateMember } from './validation.ts';

/** Mounted at /api/seller (verified sellers only): /team, /team/members*. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team',
    {
      schema: {
        tags: ['team'],
        summary: "The company's team members (the seller's own account first) and the role counts",
        response: {
          200: Data(Type.Object({ members: Type.Array(TeamMember), summary: TeamSummary })),
          ...errors(401, 403),
        },
      },
    },
    async (request) => ({ data: await listTeam(app.db, authOf(request).sellerId) }),
  );

  app.post(
    '/team/members',
    {
      schema: {
        tags: ['team'],
        summary: 'Add a team member (stored as Invited); one member per e-mail within the company',
        body: NewMemberBody,
        response: { 201: Data(Type.Object({ member: TeamMember })), ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const input = validateMember(request.body);
      if (!input.ok) throw badRequest(Object.values(input.errors)[0] ?? 'Invalid team member', input.errors);
      const member = await addMember(app.db, authOf(request).sellerId, input.value);
      if (!member) throw conflict(`A team member with the e-mail ${input.value.email} already exists in your company.`);
      return reply.status(201).send({ data: { member } });
    },
  );

  app.patch(
    '/team/members/:id/role',
    {
      schema: {
        tags: ['team'],
        summary: "Change a member's role; the company always keeps at least one active admin",
        params: IdParams,
        body: RoleBody,
        response: {
          200: Data(Type.Object({ member: TeamMember })),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      const role = request.body.role.trim().toLowerCase();
      const bad = roleError(role);
      if (bad) throw badRequest(bad, { role: bad });
      if (!isUuid(request.params.id)) throw notFound('Team member not found');
      const result = await app.db.transaction((tx) => changeRole(tx, sellerId, request.params.id, role));
      if (result.ok) return { data: { member: result.member } };
      if (result.reason === 'not_found') throw notFound('Team member not found');
      throw conflict(
        result.isOwner
          ? `Your account is the only admin of your company, so it must stay an admin. Make another active member an admin first.`
          : `${result.name} is the only active admin of your company. Make another active member an admin first.`,
      );
    },
  );
};

export default routes;
