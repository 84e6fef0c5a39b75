import { queryKeys } from '@agrihub/shared';

/** Query keys of Pricing & Offers (only this remote reads them). */
export const pricingKeys = queryKeys('pricing-rules', {
  list: (q: string, status: string) => ['list', { q, status }] as const,
});
