import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, errors } from '../../../platform/schemas/index.ts';
import { Ticket } from '../schemas/tickets.ts';
import { authOf } from '../../../platform/auth/plugin.ts';
import { badRequest, notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { notifyTicket } from '../../notifications/index.ts';
import { createTicket, getTicket, listTickets, ticketSummary } from '../queries/tickets.ts';
import { CONTACT_METHOD_LABELS, NewTicketBody, TicketDetail } from '../schemas/ticket-requests.ts';
import type { ContactMethod } from '../../../platform/schemas/domain.ts';
import { validateTicket } from '../domain/ticket-validation.ts';

/** Support's tickets: mounted at /api. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/support/tickets',
    {
      schema: {
        operationId: 'getTickets',
        tags: ['support'],
        summary: 'Support tickets, most recently updated first',
        response: { 200: Data(Type.Object({ tickets: Type.Array(Ticket) })), ...errors(401) },
      },
    },
    async (request) => ({ data: { tickets: await listTickets(app.db, authOf(request).sellerId) } }),
  );

  app.post(
    '/support/tickets',
    {
      schema: {
        operationId: 'createTicket',
        tags: ['support'],
        summary: "Open a support ticket (status Open, reference TKT- and six digits unique within the seller's tickets)",
        body: NewTicketBody,
        response: { 201: Data(Type.Object({ ticket: TicketDetail })), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { sellerId } = authOf(request);
      const input = validateTicket(request.body);
      if (!input.ok) throw badRequest(Object.values(input.errors)[0] ?? 'Invalid ticket', input.errors);
      const ticket = await request.writer.transaction(async (tx) => {
        const created = await createTicket(tx, sellerId, input.value);
        await notifyTicket(tx, sellerId, created, {
          title: 'Support ticket created',
          update: `was received. Updates will come by ${CONTACT_METHOD_LABELS[created.contactMethod as ContactMethod]}.`,
        });
        return created;
      });
      return reply.status(201).send({ data: { ticket } });
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      schema: {
        operationId: 'getTicket',
        tags: ['support'],
        summary: 'One ticket with its description and contact method',
        params: IdParams,
        response: { 200: Data(Type.Object({ ticket: TicketDetail })), ...errors(401, 404) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      const ticket = isUuid(request.params.id) ? await getTicket(app.db, sellerId, request.params.id) : undefined;
      if (!ticket) throw notFound('Ticket not found');
      return { data: { ticket } };
    },
  );

  app.get(
    '/support/tickets/summary',
    {
      schema: {
        operationId: 'getTicketSummary',
        tags: ['support'],
        summary: 'Ticket counts: open (Open), pending (In Progress), resolved (Resolved or Closed)',
        response: {
          200: Data(
            Type.Object({
              open: Type.Integer(),
              pending: Type.Integer(),
              resolved: Type.Integer(),
            }),
          ),
          ...errors(401),
        },
      },
    },
    async (request) => ({ data: await ticketSummary(app.db, authOf(request).sellerId) }),
  );
};

export default routes;
