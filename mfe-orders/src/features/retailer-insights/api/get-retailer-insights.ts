import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { insightKeys } from './keys';

export type RetailerInsights = ApiData<'/api/seller/retailer-insights'>;
export type RetailerFigures = RetailerInsights['topRetailers'][number];

export const TOP_LIMIT = 10;

export async function getRetailerInsights(): Promise<RetailerInsights> {
  return api.get('/api/seller/retailer-insights', { query: { limit: TOP_LIMIT } });
}

export function useRetailerInsights() {
  return useQuery({ queryKey: insightKeys.overview(), queryFn: getRetailerInsights });
}
