import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Data, IdParams, PageQuery, Pagination, errors } from '../../../platform/schemas/index.ts';
import { Notification } from '../schemas/notifications.ts';
import { ref } from '../../../platform/schemas/components.ts';
import { NotificationKind } from '../../../platform/schemas/domain.ts';
import { authOf, readerOf } from '../../../platform/auth/plugin.ts';
import { notFound } from '../../../platform/lib/errors.ts';
import { isUuid } from '../../../platform/lib/ids.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead, pageNotifications, unreadCount } from '../queries/notifications.ts';
import { emailKinds, saveEmailPreferences } from '../domain/notify.ts';
import { requestLanguage, translate, varyOnLanguage } from '../../../platform/i18n/index.ts';

const NotificationList = Type.Object({
  notifications: Type.Array(Notification),
  unreadCount: Type.Integer(),
});

const EmailPreferences = Type.Object({
  emailKinds: Type.Array(ref(NotificationKind), { description: 'The kinds of notification also sent by email to the members who see them' }),
});

/**
 * A notification is stored as its English words (the mails of it go out in each recipient's
 * language): shown in the reader's language, title and message, as the server's other answers.
 */
function inReadersLanguage(request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  varyOnLanguage(reply);
  return <T extends { title: string; message: string }>(n: T): T => ({ ...n, title: translate(n.title, language), message: translate(n.message, language) });
}

/** The bell, the notification center and the Support screen's notifications: mounted at /api. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'getNotifications',
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
    async (request, reply) => {
      const found = await listNotifications(app.db, readerOf(request));
      const list = { ...found, notifications: found.notifications.map(inReadersLanguage(request, reply)) };
      return { ...list, data: list };
    },
  );

  app.get(
    '/notifications/list',
    {
      schema: {
        operationId: 'getNotificationPage',
        tags: ['support'],
        summary: 'The notification center: every notification the member sees, newest first, paged; only unread ones, or one kind',
        querystring: Type.Object({
          ...PageQuery,
          unread: Type.Boolean({ default: false, description: 'Only unread notifications' }),
          kind: Type.Optional(ref(NotificationKind)),
        }),
        response: { 200: Data(Type.Object({ ...NotificationList.properties, pagination: Pagination })), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const page = await pageNotifications(app.db, readerOf(request), request.query);
      return { data: { ...page, notifications: page.notifications.map(inReadersLanguage(request, reply)) } };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        tags: ['support'],
        summary: 'Mark read every notification the member sees; answers how many changed and the new unread count',
        response: { 200: Data(Type.Object({ marked: Type.Integer(), unreadCount: Type.Integer() })), ...errors(401) },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const marked = await markAllNotificationsRead(request.writer, reader);
      return { data: { marked, unreadCount: await unreadCount(app.db, reader) } };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        tags: ['support'],
        summary: 'Mark a notification read',
        params: IdParams,
        response: {
          200: Data(Type.Object({ notification: Notification, unreadCount: Type.Integer() })),
          ...errors(401, 404),
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      if (!isUuid(request.params.id)) throw notFound('Notification not found');
      const notification = await markNotificationRead(request.writer, reader, request.params.id);
      if (!notification) throw notFound('Notification not found');
      return { data: { notification: inReadersLanguage(request, reply)(notification), unreadCount: await unreadCount(app.db, reader) } };
    },
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        operationId: 'getEmailPreferences',
        tags: ['support'],
        summary: 'Which kinds of notification the company also receives by email',
        response: { 200: Data(EmailPreferences), ...errors(401) },
      },
    },
    async (request) => ({ data: { emailKinds: await emailKinds(app.db, authOf(request).sellerId) } }),
  );

  app.put(
    '/notifications/preferences',
    {
      // A company setting: admins choose it for everyone.
      config: { permission: 'settings' },
      schema: {
        operationId: 'saveEmailPreferences',
        tags: ['support'],
        summary: 'Choose which kinds of notification also go out by email (admins)',
        body: Type.Object({ emailKinds: Type.Array(ref(NotificationKind), { maxItems: 20 }) }),
        response: { 200: Data(EmailPreferences), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { sellerId } = authOf(request);
      await saveEmailPreferences(request.writer, sellerId, request.body.emailKinds);
      return { data: { emailKinds: await emailKinds(app.db, sellerId) } };
    },
  );
};

export default routes;
