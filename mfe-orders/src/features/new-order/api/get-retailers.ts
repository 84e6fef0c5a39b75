import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { newOrderKeys } from './keys';

export type Retailer = ApiData<'/api/seller/retailers'>['retailers'][number];

/** The seller's retailers whose name or city contains `q` (at most 20). */
export async function getRetailers(q: string, signal?: AbortSignal): Promise<Retailer[]> {
  return (await api.get('/api/seller/retailers', { query: { q }, signal })).retailers;
}

/** Retailers for the picker while it is open; the previous answer stays while the next one loads. */
export function useRetailers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: newOrderKeys.retailers(q),
    queryFn: ({ signal }) => getRetailers(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
