import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

type Updated = ApiData<'/api/seller/pricing-rules/{id}/status', 'patch'>;

export async function updatePricingRuleStatus(input: { id: string; status: 'Active' | 'Inactive' }): Promise<Updated['rule']> {
  const res = await apiClient.patch<{ data: Updated }>(`seller/pricing-rules/${encodeURIComponent(input.id)}/status`, {
    status: input.status,
  });
  return res.data.rule;
}

export function useUpdatePricingRuleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePricingRuleStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.pricingRules() }),
  });
}
