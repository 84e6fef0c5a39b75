import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { accountKeys } from './keys';

export type CreditSettings = ApiData<'/api/seller/credit-settings'>['settings'];

export async function getCreditSettings(): Promise<CreditSettings> {
  return (await api.get('/api/seller/credit-settings')).settings;
}

/** The harvest due dates "After harvest" terms use; they rarely change, so one read per visit is enough. */
export function useCreditSettings() {
  return useQuery({ queryKey: accountKeys.settings(), queryFn: getCreditSettings, staleTime: Infinity });
}
