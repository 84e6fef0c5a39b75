import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import { retryUnlessMissing } from '../../../lib/not-found';
import type { ApiData } from '@agrihub/shared';
import { accountKeys } from './keys';

export type AccountDetail = ApiData<'/api/seller/retailer-accounts/{id}'>['account'];
export type LedgerInvoice = AccountDetail['invoices'][number];
export type ReceivedPayment = AccountDetail['payments'][number];
export type AccountOrder = AccountDetail['orders'][number];

export async function getAccount(id: string, signal?: AbortSignal): Promise<AccountDetail> {
  return (await api.get('/api/seller/retailer-accounts/{id}', { params: { id }, signal })).account;
}

export function useAccount(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => getAccount(id, signal), retry: retryUnlessMissing(queryClient) });
}

/** Shows the account a write answered with on its page at once, before the refetch. */
export function putAccount(queryClient: QueryClient, account: AccountDetail): void {
  queryClient.setQueryData(accountKeys.detail(account._id), account);
}
