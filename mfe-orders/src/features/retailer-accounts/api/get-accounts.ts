import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData, ApiQuery } from '@agrihub/shared';
import { ACCOUNTS_PAGE_SIZE } from '../constants';
import type { AccountFilters } from '../hooks/use-account-filters';
import { accountKeys } from './keys';

export type AccountsPage = ApiData<'/api/seller/retailer-accounts'>;
export type RetailerAccount = AccountsPage['accounts'][number];

export async function getAccounts(filters: AccountFilters, signal?: AbortSignal): Promise<AccountsPage> {
  const query: ApiQuery<'/api/seller/retailer-accounts'> = { page: filters.page, pageSize: ACCOUNTS_PAGE_SIZE };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.standing) query.standing = filters.standing;
  return api.get('/api/seller/retailer-accounts', { query, signal });
}

/** A page of the directory; the previous page stays on screen while the next filter's answer loads. */
export function useAccounts(filters: AccountFilters) {
  return useQuery({ queryKey: accountKeys.list(filters), queryFn: ({ signal }) => getAccounts(filters, signal), placeholderData: keepPreviousData });
}
