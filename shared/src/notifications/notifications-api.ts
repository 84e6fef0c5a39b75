import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { ApiClient } from '../api/api-client';
import { dashboardKeys, notificationKeys } from '../query/query-keys';
import type { ApiData } from '../api/api-types';

/** GET /api/notifications, typed from the server's OpenAPI. */
export type NotificationList = ApiData<'/api/notifications'>;
export type PortalNotification = NotificationList['notifications'][number];

interface ListAnswer {
  notifications?: PortalNotification[];
  unreadCount?: number;
  data?: { notifications?: PortalNotification[]; unreadCount?: number };
}

export async function getNotifications(client: ApiClient = apiClient): Promise<NotificationList> {
  const body = await client.get<ListAnswer>('notifications');
  const notifications = body?.data?.notifications ?? body?.notifications ?? [];
  const unreadCount = body?.data?.unreadCount ?? body?.unreadCount ?? notifications.filter((n) => !n.isRead).length;
  return { notifications, unreadCount };
}

export async function markNotificationRead(id: string, client: ApiClient = apiClient): Promise<{ notification?: PortalNotification; unreadCount?: number }> {
  const body = await client.patch<{ data?: { notification?: PortalNotification; unreadCount?: number } }>(`notifications/${encodeURIComponent(id)}/read`);
  return body?.data ?? {};
}

export function useNotifications() {
  return useQuery({ queryKey: notificationKeys.list(), queryFn: () => getNotifications() });
}

function markLocally(list: NotificationList | undefined, id: string, unreadCount?: number): NotificationList | undefined {
  if (!list) return list;
  const target = list.notifications.find((n) => n._id === id);
  const wasUnread = target ? !target.isRead : false;
  return {
    notifications: list.notifications.map((n) => (n._id === id ? { ...n, isRead: true } : n)),
    unreadCount: unreadCount ?? Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)),
  };
}

/** PATCH /notifications/{id}/read; the badge drops at once and settles on the server's count. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previous = queryClient.getQueryData<NotificationList>(notificationKeys.list());
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) => markLocally(list, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    onSuccess: (answer, id) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        markLocally(list, id, typeof answer.unreadCount === 'number' ? answer.unreadCount : undefined),
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

/** POST /notifications/read-all: every notification the member sees; answers the new unread count. */
export async function markAllNotificationsRead(client: ApiClient = apiClient): Promise<{ marked?: number; unreadCount?: number }> {
  const body = await client.post<{ data?: { marked?: number; unreadCount?: number } }>('notifications/read-all');
  return body?.data ?? {};
}

/** Marks all read: the bell empties at once; every list of notifications and the dashboard refetch. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previous = queryClient.getQueryData<NotificationList>(notificationKeys.list());
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        list ? { notifications: list.notifications.map((n) => ({ ...n, isRead: true })), unreadCount: 0 } : list,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
