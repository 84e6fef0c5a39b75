import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, api, isApiError } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { accountKeys } from './keys';

export type AccountDetail = ApiData<'/api/seller/retailer-accounts/{id}'>['account'];
export type LedgerInvoice = AccountDetail['invoices'][number];
export type ReceivedPayment = AccountDetail['payments'][number];
export type AccountOrder = AccountDetail['orders'][number];

export async function getAccount(id: string, signal?: AbortSignal): Promise<AccountDetail> {
  return (await api.get('/api/seller/retailer-accounts/{id}', { params: { id }, signal })).account;
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The client's retry rule, but a retailer that does not exist is said at once rather than asked for again. */
function retryUnlessMissing(queryClient: QueryClient) {
  const retry = queryClient.getDefaultOptions().queries?.retry ?? QUERY_RETRIES;
  return (failures: number, error: Error) => {
    if (isNotFound(error)) return false;
    if (typeof retry === 'function') return retry(failures, error);
    return typeof retry === 'number' ? failures < retry : retry;
  };
}

/** A retailer's account: contact, credit terms, balances, invoices, payments and latest orders. */
export function useAccount(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => getAccount(id, signal), retry: retryUnlessMissing(queryClient) });
}

/** Shows the account a write answered with on its page at once, before the refetch. */
export function putAccount(queryClient: QueryClient, account: AccountDetail): void {
  queryClient.setQueryData(accountKeys.detail(account._id), account);
}
