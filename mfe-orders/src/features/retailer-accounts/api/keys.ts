import { queryKeys } from '@agrihub/shared';
import type { AccountFilters } from '../hooks/use-account-filters';

/** Query keys of retailer credit: accounts, statements, the aging (only this remote reads them). */
export const accountKeys = queryKeys('retailer-accounts', {
  lists: () => ['list'] as const,
  list: (filters: AccountFilters) => ['list', filters] as const,
  details: () => ['detail'] as const,
  detail: (id: string) => ['detail', id] as const,
  statement: (id: string, from: string, to: string) => ['statement', id, from, to] as const,
  settings: () => ['settings'] as const,
  aging: (params: { q: string; bucket: string; page: number }) => ['aging', params] as const,
});
