import { queryKeys } from '@agrihub/shared/core';

/** Query keys of the signed-in account: its profile, its company's settings. */
export const authKeys = queryKeys('account', {
  profile: () => ['profile'] as const,
  company: () => ['company'] as const,
  creditSettings: () => ['credit-settings'] as const,
});
