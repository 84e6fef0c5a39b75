import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { insightKeys } from './keys';

export type RetailersPage = ApiData<'/api/seller/retailers'>;
export const RETAILERS_PAGE_SIZE = 10;

export interface RetailersParams {
  q: string;
  page: number;
}

export async function getRetailers({ q, page }: RetailersParams, signal?: AbortSignal): Promise<RetailersPage> {
  return api.get('/api/seller/retailers', { query: { q: q.trim(), page, pageSize: RETAILERS_PAGE_SIZE }, signal });
}

/** One page of all the seller's retailers, read while `enabled`; the previous page stays on screen while the next loads. */
export function useRetailers(params: RetailersParams, enabled: boolean) {
  const key = { q: params.q.trim(), page: params.page };
  return useQuery({ queryKey: insightKeys.list(key), queryFn: ({ signal }) => getRetailers(key, signal), enabled, placeholderData: keepPreviousData });
}
