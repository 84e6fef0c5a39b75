import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { orderDetailKeys } from './keys';

export type OrderDetail = ApiData<'/api/seller/orders/{ref}'>['order'];
export type OrderLine = OrderDetail['items'][number];
export type StatusChange = OrderDetail['history'][number];

/** One order with everything its page shows, by its number (ORD-100123) or id. */
export async function getOrder(ref: string, signal?: AbortSignal): Promise<OrderDetail> {
  return (await api.get('/api/seller/orders/{ref}', { params: { ref }, signal })).order;
}

/** A missing order (404) shows at once: the client's retry rule asks again only for what may pass. */
export function useOrder(ref: string) {
  return useQuery({ queryKey: orderDetailKeys.detail(ref), queryFn: ({ signal }) => getOrder(ref, signal) });
}

/** Shows a moved order (the server's answer to the move) on its page at once, before the refetch. */
export function putOrderDetail(queryClient: QueryClient, order: OrderDetail): void {
  queryClient.setQueriesData<OrderDetail>({ queryKey: orderDetailKeys.details() }, (cached) => (cached && cached._id === order._id ? order : cached));
}
