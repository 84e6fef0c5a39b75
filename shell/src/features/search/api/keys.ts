import { queryKeys } from '@agrihub/shared/core';

/** Query keys of the top bar's search and the results page. */
export const searchKeys = queryKeys('search', {
  results: (q: string, limit: number) => [q, limit] as const,
});
