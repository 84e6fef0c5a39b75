import { useQuery } from '@tanstack/react-query';
import { api, dashboardKeys } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';

/** GET /api/dashboard/overview, typed from the server's OpenAPI. */
export type DashboardOverview = ApiData<'/api/dashboard/overview'>;
export type RecentOrder = DashboardOverview['recent']['orders'][number];
export type RecentProduct = DashboardOverview['recent']['products'][number];

export async function getDashboardOverview(): Promise<DashboardOverview> {
  return api.get('/api/dashboard/overview');
}

/** The overview, once `enabled` (a verified company: an unverified one sees the welcome instead). */
export function useDashboardOverview(enabled = true) {
  return useQuery({ queryKey: dashboardKeys.overview(), queryFn: getDashboardOverview, enabled });
}
