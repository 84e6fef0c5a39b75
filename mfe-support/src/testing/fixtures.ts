import type { PortalNotification } from '@agrihub/shared';
import { testUserAs } from '@agrihub/shared/testing';
import type { ApiResolver, ApiServer } from '@agrihub/shared/testing';
import type { Ticket } from '../features/support/api/get-tickets';

/** API answers for the screens' tests, typed by the generated API types. */
export function ticket(i: number, status: Ticket['status'], priority: Ticket['priority'] = 'medium'): Ticket {
  return {
    _id: `t${i}`,
    reference: `TKT-10000${i}`,
    subject: `Subject ${i}`,
    category: 'billing',
    status,
    priority,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: `2026-03-0${i}T09:30:00.000Z`,
  };
}

export function notification(i: number, over: Partial<PortalNotification> = {}): PortalNotification {
  return {
    _id: `n${i}`,
    title: `Title ${i}`,
    message: `Message ${i}`,
    type: 'Order',
    priority: 'normal',
    kind: 'order_status',
    link: null,
    isRead: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...over,
  };
}

/** GET /api/notifications's answer: the server sends the list both at the top level and in `data`. */
export function notificationsAnswer(notifications: PortalNotification[], unreadCount: number) {
  return { notifications, unreadCount, data: { notifications, unreadCount } };
}

/** An answer that never comes: the screen stays loading. */
export const never = () => new Promise<never>(() => undefined);

/** The Support page's three loads, each answered by `server` with its resolver. */
export function answerSupportLoads(
  server: ApiServer,
  loads: {
    tickets: ApiResolver<'/api/support/tickets', 'get'>;
    summary: ApiResolver<'/api/support/tickets/summary', 'get'>;
    notifications: ApiResolver<'/api/notifications', 'get'>;
  },
) {
  server.answer('get', '/api/support/tickets', loads.tickets);
  server.answer('get', '/api/support/tickets/summary', loads.summary);
  server.answer('get', '/api/notifications', loads.notifications);
}

/** The signed-in users of the role tests, with the areas the server sends for their roles. */
export const viewer = testUserAs('viewer', []);
export const manager = testUserAs('manager', ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support']);
