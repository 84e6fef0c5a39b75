import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { insightKeys } from './keys';

export type RetailerDetails = ApiData<'/api/seller/retailers/{id}'>;

export const RECENT_ORDERS = 10;

export async function getRetailerDetails(id: string): Promise<RetailerDetails> {
  return api.get('/api/seller/retailers/{id}', { params: { id }, query: { recent: RECENT_ORDERS } });
}

export function useRetailerDetails(id: string) {
  return useQuery({ queryKey: insightKeys.retailer(id), queryFn: () => getRetailerDetails(id) });
}
