import { apiClient, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { receivableKeys } from './keys';

type SettingsPath = '/api/seller/credit-settings';
export type CreditSettingsBody = ApiBody<SettingsPath, 'put'>;

// shared's typed `api` (1.5) has no put (see pricing's update-pricing-rule.ts): the one client is
// called instead, with the body and answer typed by the path.
export async function updateCreditSettings(body: CreditSettingsBody) {
  return (await apiClient.put<{ data: ApiData<SettingsPath, 'put'> }>('seller/credit-settings', body)).data.settings;
}

// Invoices already issued keep their due dates, so the aging does not change: only the settings are read again.
export const useUpdateCreditSettings = () => useRefreshingMutation(updateCreditSettings, [receivableKeys.creditSettings()]);
