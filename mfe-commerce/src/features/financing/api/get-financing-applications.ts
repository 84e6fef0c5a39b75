import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { financingKeys } from './keys';

export type FinancingApplication = ApiData<'/api/seller/financing/applications'>['applications'][number];

export async function getFinancingApplications(): Promise<FinancingApplication[]> {
  return (await api.get('/api/seller/financing/applications')).applications;
}

export function useFinancingApplications() {
  return useQuery({ queryKey: financingKeys.applications(), queryFn: getFinancingApplications });
}
