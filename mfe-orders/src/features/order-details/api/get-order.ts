import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, api, isApiError } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { orderDetailKeys } from './keys';

export type OrderDetail = ApiData<'/api/seller/orders/{ref}'>['order'];
export type OrderLine = OrderDetail['items'][number];
export type StatusChange = OrderDetail['history'][number];

/** One order with everything its page shows, by its number (ORD-100123) or id. */
export async function getOrder(ref: string, signal?: AbortSignal): Promise<OrderDetail> {
  return (await api.get('/api/seller/orders/{ref}', { params: { ref }, signal })).order;
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The client's retry rule, but an order that does not exist is said at once rather than asked for again. */
function retryUnlessMissing(queryClient: QueryClient) {
  const retry = queryClient.getDefaultOptions().queries?.retry ?? QUERY_RETRIES;
  return (failures: number, error: Error) => {
    if (isNotFound(error)) return false;
    if (typeof retry === 'function') return retry(failures, error);
    return typeof retry === 'number' ? failures < retry : retry;
  };
}

export function useOrder(ref: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: orderDetailKeys.detail(ref),
    queryFn: ({ signal }) => getOrder(ref, signal),
    retry: retryUnlessMissing(queryClient),
  });
}

/** Shows a moved order (the server's answer to the move) on its page at once, before the refetch. */
export function putOrderDetail(queryClient: QueryClient, order: OrderDetail): void {
  queryClient.setQueriesData<OrderDetail>({ queryKey: orderDetailKeys.all }, (cached) => (cached && cached._id === order._id ? order : cached));
}
