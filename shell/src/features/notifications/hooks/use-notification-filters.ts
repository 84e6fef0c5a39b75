import { readPage, useUrlFilters } from '@agrihub/shared';
import type { NotificationFilters } from '../api/get-notification-page';
import { isNotificationKind } from '../notification-kinds';

/** The URL query as filters: `show=unread` or all, a known `kind` or any. */
function read(params: URLSearchParams): NotificationFilters {
  const kind = params.get('kind') ?? '';
  return { unread: params.get('show') === 'unread', kind: isNotificationKind(kind) ? kind : '', page: readPage(params) };
}

const write = ({ unread, kind }: NotificationFilters) => ({ show: unread ? 'unread' : '', kind });

/** The notification center's filters, kept in the URL (bookmarkable, Back works). */
export function useNotificationFilters() {
  return useUrlFilters(read, write);
}
