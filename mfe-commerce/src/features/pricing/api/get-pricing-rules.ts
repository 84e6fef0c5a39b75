import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type PricingRuleList = ApiData<'/api/seller/pricing-rules'>;
export type PricingRule = PricingRuleList['rules'][number];

export async function getPricingRules(q: string): Promise<PricingRuleList> {
  const searchParams = q.trim() ? { q: q.trim() } : undefined;
  const body = await apiClient.get<{ data: PricingRuleList }>('seller/pricing-rules', { searchParams });
  return body.data;
}

export function usePricingRules(q: string) {
  return useQuery({
    queryKey: commerceKeys.pricingRuleList(q.trim()),
    queryFn: () => getPricingRules(q),
    placeholderData: keepPreviousData,
  });
}
