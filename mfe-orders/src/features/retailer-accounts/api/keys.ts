import type { AccountFilters } from '../hooks/use-account-filters';

/** Query keys of retailer accounts (only this remote reads them). */
export const accountKeys = {
  all: ['retailer-accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (filters: AccountFilters) => [...accountKeys.lists(), filters] as const,
  details: () => [...accountKeys.all, 'detail'] as const,
  detail: (id: string) => [...accountKeys.details(), id] as const,
  statement: (id: string, from: string, to: string) => [...accountKeys.all, 'statement', id, from, to] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
  aging: (params: { q: string; bucket: string; page: number }) => [...accountKeys.all, 'aging', params] as const,
};
