import { readPage, useUrlFilters } from '@agrihub/shared';
import type { AccountStanding, UrlFilterChange } from '@agrihub/shared';
import { STANDINGS } from '../constants';

export interface AccountFilters {
  q: string;
  /** '' for every retailer. */
  standing: AccountStanding | '';
  page: number;
}

export type AccountFilterChange = UrlFilterChange<AccountFilters>;

const isStanding = (value: string): value is AccountStanding => (STANDINGS as readonly string[]).includes(value);

export function readAccountFilters(params: URLSearchParams): AccountFilters {
  const standing = (params.get('standing') ?? '').toLowerCase();
  return { q: params.get('q') ?? '', standing: isStanding(standing) ? standing : '', page: readPage(params) };
}

const writeAccountFilters = (filters: AccountFilters): Record<string, string> => ({ q: filters.q, standing: filters.standing });

/** The directory's search, standing and page live in the URL (?q=&standing=&page=), so a view can be bookmarked and shared. */
export function useAccountFilters() {
  return useUrlFilters(readAccountFilters, writeAccountFilters);
}
