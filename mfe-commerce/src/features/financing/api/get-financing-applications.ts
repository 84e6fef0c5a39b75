import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type FinancingApplication = ApiData<'/api/seller/financing/applications'>['applications'][number];

export async function getFinancingApplications(): Promise<FinancingApplication[]> {
  const body = await apiClient.get<{ data: { applications: FinancingApplication[] } }>('seller/financing/applications');
  return body.data.applications;
}

export function useFinancingApplications() {
  return useQuery({ queryKey: commerceKeys.financing(), queryFn: getFinancingApplications });
}
