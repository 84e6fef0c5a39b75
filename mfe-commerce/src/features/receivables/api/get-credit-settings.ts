import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { receivableKeys } from './keys';

export type CreditSettings = ApiData<'/api/seller/credit-settings'>['settings'];

export async function getCreditSettings(): Promise<CreditSettings> {
  return (await api.get('/api/seller/credit-settings')).settings;
}

/** The harvest due dates; read when the dialog that edits them opens. */
export function useCreditSettings(enabled: boolean) {
  return useQuery({ queryKey: receivableKeys.creditSettings(), queryFn: getCreditSettings, enabled });
}
