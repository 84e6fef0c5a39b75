import { api, dashboardKeys, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { putAccount } from './get-account';
import { accountKeys } from './keys';

export type PaymentBody = ApiBody<'/api/seller/retailer-accounts/{id}/payments', 'post'>;
export type RecordedPayment = ApiData<'/api/seller/retailer-accounts/{id}/payments', 'post'>;

export interface PaymentInput {
  id: string;
  body: PaymentBody;
}

/** Records a payment received from the retailer; the server applies it to invoices and answers the account. */
export async function recordPayment({ id, body }: PaymentInput): Promise<RecordedPayment> {
  return api.post('/api/seller/retailer-accounts/{id}/payments', body, { params: { id } });
}

export const useRecordPayment = () =>
  useRefreshingMutation(recordPayment, [accountKeys.all, dashboardKeys.all], {
    applyLocally: (queryClient, answer) => putAccount(queryClient, answer.account),
  });
