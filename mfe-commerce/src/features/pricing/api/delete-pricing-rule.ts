import { api, useRefreshingMutation } from '@agrihub/shared';
import { pricingKeys } from './keys';

export async function deletePricingRule(id: string): Promise<void> {
  await api.delete('/api/seller/pricing-rules/{id}', { params: { id } });
}

export const useDeletePricingRule = () => useRefreshingMutation(deletePricingRule, [pricingKeys.all]);
