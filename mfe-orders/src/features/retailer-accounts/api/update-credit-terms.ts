import { apiClient, dashboardKeys, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import type { AccountDetail } from './get-account';
import { putAccount } from './get-account';
import { accountKeys } from './keys';

type CreditPath = '/api/seller/retailer-accounts/{id}/credit';
export type CreditTermsBody = ApiBody<CreditPath, 'put'>;

export interface CreditTermsInput extends CreditTermsBody {
  id: string;
}

/** Sets a retailer's credit limit (null: no limit) and payment terms; answers the account as it now stands. */
export async function updateCreditTerms({ id, ...body }: CreditTermsInput): Promise<AccountDetail> {
  // The typed client has no PUT; the path and body are still the generated ones.
  const answer = await apiClient.put<{ data: ApiData<CreditPath, 'put'> }>(`seller/retailer-accounts/${encodeURIComponent(id)}/credit`, body);
  return answer.data.account;
}

/** On success the page shows the answer at once; the directory and the account are then refetched. */
export const useUpdateCreditTerms = () => useRefreshingMutation(updateCreditTerms, [accountKeys.all, dashboardKeys.all], { applyLocally: putAccount });
