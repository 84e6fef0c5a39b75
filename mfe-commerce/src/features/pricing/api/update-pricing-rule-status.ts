import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

type Updated = ApiData<'/api/seller/pricing-rules/{id}/status', 'patch'>;

export async function updatePricingRuleStatus(input: { id: string; status: 'Active' | 'Inactive' }): Promise<Updated['rule']> {
  return (await api.patch('/api/seller/pricing-rules/{id}/status', { status: input.status }, { params: { id: input.id } })).rule;
}

export function useUpdatePricingRuleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePricingRuleStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.pricingRules() }),
  });
}
