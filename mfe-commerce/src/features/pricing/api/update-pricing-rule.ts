import { apiClient, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { pricingKeys } from './keys';

type RulePath = '/api/seller/pricing-rules/{id}';
export type PricingRuleChanges = ApiBody<RulePath, 'put'>;

// The API's first PUT: shared's typed `api` (1.5) has no put, and adding one would make this remote
// need a newer shell. The one client is called instead, with the body and answer typed by the path.
export async function updatePricingRule({ id, changes }: { id: string; changes: PricingRuleChanges }) {
  const answer = await apiClient.put<{ data: ApiData<RulePath, 'put'> }>(`seller/pricing-rules/${encodeURIComponent(id)}`, changes);
  return answer.data.rule;
}

export const useUpdatePricingRule = () => useRefreshingMutation(updatePricingRule, [pricingKeys.all]);
