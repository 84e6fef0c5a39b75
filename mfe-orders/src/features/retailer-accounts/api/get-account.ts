import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { accountKeys } from './keys';

export type AccountDetail = ApiData<'/api/seller/retailer-accounts/{id}'>['account'];
export type LedgerInvoice = AccountDetail['invoices'][number];
export type ReceivedPayment = AccountDetail['payments'][number];
export type AccountOrder = AccountDetail['orders'][number];

export async function getAccount(id: string, signal?: AbortSignal): Promise<AccountDetail> {
  return (await api.get('/api/seller/retailer-accounts/{id}', { params: { id }, signal })).account;
}

/** A missing retailer (404) shows at once: the client's retry rule asks again only for what may pass. */
export function useAccount(id: string) {
  return useQuery({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => getAccount(id, signal) });
}

/** Shows the account a write answered with on its page at once, before the refetch. */
export function putAccount(queryClient: QueryClient, account: AccountDetail): void {
  queryClient.setQueryData(accountKeys.detail(account._id), account);
}
