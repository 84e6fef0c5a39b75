import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import { searchKeys } from './keys';

/** GET /api/search, typed from the server's OpenAPI. */
export type SearchResults = ApiData<'/api/search'>;

export async function getSearch(q: string, limit: number, signal?: AbortSignal): Promise<SearchResults> {
  return api.get('/api/search', { query: { q, limit }, signal });
}

/**
 * The results for `q` (none asked while it is empty). The previous search's results stay on screen
 * while the next one loads, so the list does not blink at every pause in typing. A bad search (400)
 * shows at once, by the client's retry rule.
 */
export function useSearch(q: string, limit: number) {
  return useQuery({
    queryKey: searchKeys.results(q, limit),
    queryFn: ({ signal }) => getSearch(q, limit, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
