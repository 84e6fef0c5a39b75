import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@agrihub/shared/router';
import type { NotificationFilters } from '../api/get-notification-page';
import { isNotificationKind } from '../notification-kinds';

/** The URL query as filters: `show=unread` or all, a known `kind` or any, `page` from 1. */
function read(params: URLSearchParams): NotificationFilters {
  const kind = params.get('kind') ?? '';
  const page = Number(params.get('page') ?? '1');
  return { unread: params.get('show') === 'unread', kind: isNotificationKind(kind) ? kind : '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * The notification center's filters, kept in the URL (bookmarkable, Back works) as the remotes'
 * lists keep theirs (useUrlFilters, which lives in the root entry of @agrihub/shared that the shell
 * does not load): a filter change starts again at page 1, empty values stay out of the URL.
 */
export function useNotificationFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [params]);
  const show = useCallback(
    ({ unread, kind, page }: NotificationFilters) => {
      const entries = Object.entries({ show: unread ? 'unread' : '', kind, page: page > 1 ? String(page) : '' });
      setParams(new URLSearchParams(entries.filter(([, value]) => value !== '')));
    },
    [setParams],
  );
  const setFilters = useCallback((change: Partial<Omit<NotificationFilters, 'page'>>) => show({ ...filters, ...change, page: 1 }), [filters, show]);
  const setPage = useCallback((page: number) => show({ ...filters, page }), [filters, show]);
  return { filters, setFilters, setPage };
}
