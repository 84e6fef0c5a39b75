import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { pricingKeys } from './keys';

export type PricingRuleList = ApiData<'/api/seller/pricing-rules'>;
export type PricingRule = PricingRuleList['rules'][number];
/** For each rule category, the product category its rules apply to (null: none). */
export type PricingRuleAppliesTo = PricingRuleList['appliesTo'];

export async function getPricingRules(q: string): Promise<PricingRuleList> {
  return api.get('/api/seller/pricing-rules', { query: { q: q.trim() } });
}

export function usePricingRules(q: string) {
  return useQuery({
    queryKey: pricingKeys.list(q.trim()),
    queryFn: () => getPricingRules(q),
    placeholderData: keepPreviousData,
  });
}
