import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, Notification, Ticket, errors } from '../../schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { listNotifications, markRead, unreadCount } from '../../repos/notifications.ts';
import { listTickets, ticketSummary } from '../../repos/tickets.ts';

const NotificationList = Type.Object({ notifications: Type.Array(Notification), unreadCount: Type.Integer() });

/** Mounted at /api: /support/tickets*, /notifications*. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/support/tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Support tickets, most recently updated first',
        security: [{ bearerAuth: [] }],
        response: { 200: Data(Type.Object({ tickets: Type.Array(Ticket) })), ...errors(401) },
      },
    },
    async (request) => ({ data: { tickets: await listTickets(app.db, authOf(request).sellerId) } }),
  );

  app.get(
    '/support/tickets/summary',
    {
      schema: {
        tags: ['support'],
        summary: 'Ticket counts: open (Open), pending (In Progress), resolved (Resolved or Closed)',
        security: [{ bearerAuth: [] }],
        response: {
          200: Data(Type.Object({ open: Type.Integer(), pending: Type.Integer(), resolved: Type.Integer() })),
          ...errors(401),
        },
      },
    },
    async (request) => ({ data: await ticketSummary(app.db, authOf(request).sellerId) }),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['support'],
        summary: 'Latest 50 notifications and the unread count (also at the top level)',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({
            notifications: Type.Array(Notification),
            unreadCount: Type.Integer(),
            data: NotificationList,
          }),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const list = await listNotifications(app.db, authOf(request).sellerId);
      return { ...list, data: list };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['support'],
        summary: 'Mark a notification read',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: {
          200: Data(Type.Object({ notification: Notification, unreadCount: Type.Integer() })),
          ...errors(401, 404),
        },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      if (!isUuid(request.params.id)) throw notFound('Notification not found');
      const notification = await markRead(app.db, sellerId, request.params.id);
      if (!notification) throw notFound('Notification not found');
      return { data: { notification, unreadCount: await unreadCount(app.db, sellerId) } };
    },
  );
};

export default routes;
