import { api } from '@agrihub/shared/core';
import type { ApiBody } from '@agrihub/shared/core';
import { useRefreshingMutation } from '@agrihub/shared/providers';
import { authKeys } from './keys';

type SettingsPath = '/api/seller/credit-settings';
export type CreditSettingsBody = ApiBody<SettingsPath, 'put'>;

export async function updateCreditSettings(body: CreditSettingsBody) {
  return (await api.put('/api/seller/credit-settings', body)).settings;
}

// Invoices already issued keep their due dates, so nothing else changes: only the settings are read again.
export const useUpdateCreditSettings = () => useRefreshingMutation(updateCreditSettings, [authKeys.creditSettings()]);
