import { useQuery } from '@tanstack/react-query';
import { apiClient, dashboardKeys } from '@agrihub/shared/core';
import type { ApiData, ApiResponse } from '@agrihub/shared/core';

/** GET /api/dashboard/overview, typed from the server's OpenAPI. */
export type DashboardOverview = ApiData<'/api/dashboard/overview'>;
export type RecentOrder = DashboardOverview['recent']['orders'][number];
export type RecentProduct = DashboardOverview['recent']['products'][number];

export async function getDashboardOverview(): Promise<DashboardOverview> {
  const body = await apiClient.get<ApiResponse<'/api/dashboard/overview'>>('dashboard/overview');
  return body.data;
}

export function useDashboardOverview() {
  return useQuery({ queryKey: dashboardKeys.overview(), queryFn: getDashboardOverview });
}
