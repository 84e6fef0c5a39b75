import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type PricingRuleBody = ApiBody<'/api/seller/pricing-rules', 'post'>;
type Created = ApiData<'/api/seller/pricing-rules', 'post'>;

export async function createPricingRule(body: PricingRuleBody): Promise<Created['rule']> {
  const res = await apiClient.post<{ data: Created }>('seller/pricing-rules', body);
  return res.data.rule;
}

export function useCreatePricingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPricingRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.pricingRules() }),
  });
}
