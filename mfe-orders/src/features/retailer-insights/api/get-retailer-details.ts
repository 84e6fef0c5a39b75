import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { insightKeys } from './insight-keys';

export type RetailerDetails = ApiData<'/api/seller/retailers/{id}'>;

export const RECENT_ORDERS = 10;

export async function getRetailerDetails(id: string): Promise<RetailerDetails> {
  const body = await apiClient.get<{ data: RetailerDetails }>(`seller/retailers/${encodeURIComponent(id)}`, {
    searchParams: { recent: RECENT_ORDERS },
  });
  return body.data;
}

export function useRetailerDetails(id: string) {
  return useQuery({ queryKey: insightKeys.retailer(id), queryFn: () => getRetailerDetails(id) });
}
