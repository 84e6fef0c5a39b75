import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import { authKeys } from './keys';

export type CreditSettings = ApiData<'/api/seller/credit-settings'>['settings'];

export async function getCreditSettings(): Promise<CreditSettings> {
  return (await api.get('/api/seller/credit-settings')).settings;
}

/** The harvest due dates that 'After harvest' terms use (verified sellers only: the seller area). */
export function useCreditSettings(enabled: boolean) {
  return useQuery({ queryKey: authKeys.creditSettings(), queryFn: getCreditSettings, enabled });
}
