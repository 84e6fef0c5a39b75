import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { pricingKeys } from './keys';

export type PricingRuleList = ApiData<'/api/seller/pricing-rules'>;
export type PricingRule = PricingRuleList['rules'][number];
/** For each rule category, the product category its rules apply to (null: none). */
export type PricingRuleAppliesTo = PricingRuleList['appliesTo'];

/** The list's filters: text in name, type or category, and a status ('' for all). */
export interface PricingRuleFilters {
  q: string;
  status: PricingRule['status'] | '';
}

export async function getPricingRules({ q, status }: PricingRuleFilters): Promise<PricingRuleList> {
  return api.get('/api/seller/pricing-rules', { query: { q: q.trim(), ...(status ? { status } : {}) } });
}

export function usePricingRules(filters: PricingRuleFilters) {
  return useQuery({
    queryKey: pricingKeys.list(filters.q.trim(), filters.status),
    queryFn: () => getPricingRules(filters),
    placeholderData: keepPreviousData,
  });
}
