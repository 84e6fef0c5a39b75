import { api, useRefreshingMutation } from '@agrihub/shared';
import { pricingKeys } from './keys';

export async function updatePricingRuleStatus(input: { id: string; status: 'Active' | 'Inactive' }) {
  return (await api.patch('/api/seller/pricing-rules/{id}/status', { status: input.status }, { params: { id: input.id } })).rule;
}

export const useUpdatePricingRuleStatus = () => useRefreshingMutation(updatePricingRuleStatus, [pricingKeys.all]);
