import { apiClient } from '@agrihub/shared/core';
import type { ApiBody, ApiData } from '@agrihub/shared/core';
import { useRefreshingMutation } from '@agrihub/shared/providers';
import { authKeys } from './keys';

type SettingsPath = '/api/seller/credit-settings';
export type CreditSettingsBody = ApiBody<SettingsPath, 'put'>;

// shared's typed `api` has no put: the one client is called instead, with the body and answer typed by the path.
export async function updateCreditSettings(body: CreditSettingsBody) {
  return (await apiClient.put<{ data: ApiData<SettingsPath, 'put'> }>('seller/credit-settings', body)).data.settings;
}

// Invoices already issued keep their due dates, so nothing else changes: only the settings are read again.
export const useUpdateCreditSettings = () => useRefreshingMutation(updateCreditSettings, [authKeys.creditSettings()]);
