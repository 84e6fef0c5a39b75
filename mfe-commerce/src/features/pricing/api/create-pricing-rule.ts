import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type PricingRuleBody = ApiBody<'/api/seller/pricing-rules', 'post'>;

export async function createPricingRule(body: PricingRuleBody) {
  return (await api.post('/api/seller/pricing-rules', body)).rule;
}

export function useCreatePricingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPricingRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.pricingRules() }),
  });
}
