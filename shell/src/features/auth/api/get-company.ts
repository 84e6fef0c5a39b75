import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import { authKeys } from './keys';

export type Company = ApiData<'/api/company'>['company'];

export async function getCompany(): Promise<Company> {
  return (await api.get('/api/company')).company;
}

export const useCompany = () => useQuery({ queryKey: authKeys.company(), queryFn: getCompany });
