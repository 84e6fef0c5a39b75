import { pakistanToday, readPage, useUrlFilters } from '@agrihub/shared';
import type { UrlFilterChange } from '@agrihub/shared';
import { orderStatusValues } from '@agrihub/shared';
import { DEFAULT_FROM, IN_PROGRESS } from '../constants';

export interface OrderFilters {
  q: string;
  /** '' for all statuses, IN_PROGRESS for confirmed, processing and shipped. */
  status: string;
  /** yyyy-MM-dd, inclusive (Pakistan days). */
  from: string;
  to: string;
  page: number;
}

export type FilterChange = UrlFilterChange<OrderFilters>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams, today = pakistanToday()): OrderFilters {
  const status = (params.get('status') ?? '').toLowerCase();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: params.get('q') ?? '',
    status: status === IN_PROGRESS || (orderStatusValues as readonly string[]).includes(status) ? status : '',
    from: DATE.test(from) ? from : DEFAULT_FROM,
    to: DATE.test(to) ? to : today,
    page: readPage(params),
  };
}

function writeFilters(filters: OrderFilters): Record<string, string> {
  return {
    q: filters.q,
    status: filters.status,
    from: filters.from === DEFAULT_FROM ? '' : filters.from,
    to: filters.to === pakistanToday() ? '' : filters.to,
  };
}

/**
 * The order list's filters live in the URL query (?q=&status=&from=&to=&page=), so a filtered view
 * can be bookmarked, shared and reloaded. The default range (2024-01-01 to today) stays out of the
 * URL, so a bookmark without dates always ends today.
 */
export function useOrderFilters() {
  return useUrlFilters(readFilters, writeFilters);
}
