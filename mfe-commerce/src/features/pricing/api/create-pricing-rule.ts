import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { pricingKeys } from './keys';

export type PricingRuleBody = ApiBody<'/api/seller/pricing-rules', 'post'>;

export async function createPricingRule(body: PricingRuleBody) {
  return (await api.post('/api/seller/pricing-rules', body)).rule;
}

export const useCreatePricingRule = () => useRefreshingMutation(createPricingRule, [pricingKeys.all]);
