import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { insightKeys } from './insight-keys';

export type RetailerInsights = ApiData<'/api/seller/retailer-insights'>;
export type RetailerFigures = RetailerInsights['topRetailers'][number];

export const TOP_LIMIT = 10;

export async function getRetailerInsights(): Promise<RetailerInsights> {
  const body = await apiClient.get<{ data: RetailerInsights }>('seller/retailer-insights', { searchParams: { limit: TOP_LIMIT } });
  return body.data;
}

export function useRetailerInsights() {
  return useQuery({ queryKey: insightKeys.overview(), queryFn: getRetailerInsights });
}
