import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, IdParams, Notification, errors } from '../../schemas/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { permissionsOf } from '../../lib/permissions.ts';
import { listNotifications, markRead, unreadCount } from '../../repos/notifications.ts';

const NotificationList = Type.Object({
  notifications: Type.Array(Notification),
  unreadCount: Type.Integer(),
});

/** The bell and the Support screen's notifications: mounted at /api. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['support'],
        summary: 'Latest 50 notifications and the unread count (also at the top level)',
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
      const { sellerId, user } = authOf(request);
      const list = await listNotifications(app.db, sellerId, permissionsOf(user.role));
      return { ...list, data: list };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['support'],
        summary: 'Mark a notification read',
        params: IdParams,
        response: {
          200: Data(Type.Object({ notification: Notification, unreadCount: Type.Integer() })),
          ...errors(401, 404),
        },
      },
    },
    async (request) => {
      const { sellerId, user } = authOf(request);
      const areas = permissionsOf(user.role);
      if (!isUuid(request.params.id)) throw notFound('Notification not found');
      const notification = await markRead(app.db, sellerId, areas, request.params.id);
      if (!notification) throw notFound('Notification not found');
      return { data: { notification, unreadCount: await unreadCount(app.db, sellerId, areas) } };
    },
  );
};

export default routes;
