import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData, ApiQuery } from '@agrihub/shared';
import type { AgingFilters } from '../hooks/use-aging-filters';
import { accountKeys } from './keys';

export type AgingReport = ApiData<'/api/seller/receivables/aging'>;
export type AgingRow = AgingReport['rows'][number];
export type AgingAmounts = AgingReport['totals'];
export const AGING_PAGE_SIZE = 10;

type FilterQuery = Pick<ApiQuery<'/api/seller/receivables/aging'>, 'q' | 'bucket'>;

/** The filters as the server reads them, empty ones left out (the report and its CSV take the same). */
export function agingFilterQuery(filters: Omit<AgingFilters, 'page'>): FilterQuery {
  const query: FilterQuery = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.bucket) query.bucket = filters.bucket;
  return query;
}

export async function getAging(filters: AgingFilters): Promise<AgingReport> {
  return api.get('/api/seller/receivables/aging', { query: { ...agingFilterQuery(filters), page: filters.page, pageSize: AGING_PAGE_SIZE } });
}

export function useAging(filters: AgingFilters) {
  const key = { q: filters.q.trim(), bucket: filters.bucket, page: filters.page };
  // The previous page stays on screen while the next filter's answer loads (no flash of 'Loading').
  return useQuery({ queryKey: accountKeys.aging(key), queryFn: () => getAging(filters), placeholderData: keepPreviousData });
}
