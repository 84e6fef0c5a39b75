import { queryKeys } from '@agrihub/shared';

/** Query keys of Logistics (only this remote reads them). */
export const logisticsKeys = queryKeys('logistics', {
  overview: () => ['overview'] as const,
});
