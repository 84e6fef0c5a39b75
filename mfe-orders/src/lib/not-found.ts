import type { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, isApiError } from '@agrihub/shared';

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The client's retry rule, but a record that does not exist (404) is said at once rather than asked for again. */
export function retryUnlessMissing(queryClient: QueryClient) {
  const retry = queryClient.getDefaultOptions().queries?.retry ?? QUERY_RETRIES;
  return (failures: number, error: Error) => {
    if (isNotFound(error)) return false;
    if (typeof retry === 'function') return retry(failures, error);
    return typeof retry === 'number' ? failures < retry : retry;
  };
}
