/** Query keys of the top bar's search and the results page. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, limit: number) => [...searchKeys.all, q, limit] as const,
};
