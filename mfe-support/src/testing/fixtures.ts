import { ApiError, apiClient } from '@agrihub/shared';
import type { PortalNotification } from '@agrihub/shared';
import { testUserAs } from '@agrihub/shared/testing';
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

/** GET answered by path: each path's answer, called anew for each read; a path without one is a 404. */
export function answer(answers: Record<string, () => Promise<unknown>>) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    const a = answers[path];
    if (!a) throw new ApiError(`unexpected ${path}`, 404);
    return a();
  });
}

/** The signed-in users of the role tests, with the areas the server sends for their roles. */
export const viewer = testUserAs('viewer', []);
export const manager = testUserAs('manager', ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support']);
