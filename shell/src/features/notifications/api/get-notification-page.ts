import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, notificationKeys } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import type { NotificationKind } from '@agrihub/shared/domain';

export type NotificationPage = ApiData<'/api/notifications/list'>;
export type CenterNotification = NotificationPage['notifications'][number];

/** The notification center's filters as the URL keeps them ('' = all kinds). */
export interface NotificationFilters {
  unread: boolean;
  kind: NotificationKind | '';
  page: number;
}

export const NOTIFICATION_PAGE_SIZE = 20;

export async function getNotificationPage({ unread, kind, page }: NotificationFilters): Promise<NotificationPage> {
  return api.get('/api/notifications/list', {
    query: { page, pageSize: NOTIFICATION_PAGE_SIZE, ...(unread ? { unread: true } : {}), ...(kind ? { kind } : {}) },
  });
}

/** The page the filters ask for; the last one stays on screen while the next loads. */
export function useNotificationPage(filters: NotificationFilters) {
  return useQuery({ queryKey: notificationKeys.page({ ...filters }), queryFn: () => getNotificationPage(filters), placeholderData: keepPreviousData });
}
