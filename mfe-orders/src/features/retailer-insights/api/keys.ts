import { queryKeys } from '@agrihub/shared';

/** Query keys of Retailer Insights (only this remote reads them). */
export const insightKeys = queryKeys('retailer-insights', {
  overview: () => ['overview'] as const,
  retailer: (id: string) => ['retailer', id] as const,
});
