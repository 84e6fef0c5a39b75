import { queryKeys } from '@agrihub/shared';

/** Query keys of Financing (only this remote reads them). */
export const financingKeys = queryKeys('financing', {
  applications: () => ['applications'] as const,
});
