import { QueryClient } from '@tanstack/react-query';

export const QUERY_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
/** The server signs file and image URLs for 15 minutes: lists that show them refetch every 10, so links never go stale on screen. */
export const SIGNED_URL_REFRESH_MS = 10 * 60 * 1000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

/** The spec's data-fetching defaults: 3 retries, exponential delay capped at 30 s, 5 min cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay, gcTime: QUERY_GC_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
