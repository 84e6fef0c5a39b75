import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData, ApiQuery } from '@agrihub/shared';
import { PAGE_SIZE } from '../constants';
import type { OrderFilters } from '../hooks/use-order-filters';
import { orderKeys } from './keys';

export type OrdersPage = ApiData<'/api/seller/orders'>;
export type Order = OrdersPage['orders'][number];
export type OrderSummary = OrdersPage['summary'];
type FilterQuery = Pick<ApiQuery<'/api/seller/orders'>, 'q' | 'status' | 'from' | 'to' | 'sort'>;

/** The server-side filters of a list or an export (newest first): empty ones are left out. */
export function filterQuery(filters: Omit<OrderFilters, 'page'>): FilterQuery {
  const query: FilterQuery = { from: filters.from, to: filters.to, sort: 'date_desc' };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.status) query.status = filters.status;
  return query;
}

export async function getOrders(filters: OrderFilters): Promise<OrdersPage> {
  const query: ApiQuery<'/api/seller/orders'> = {
    ...filterQuery(filters),
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  return api.get('/api/seller/orders', { query });
}

export function useOrders(filters: OrderFilters) {
  // The previous page stays on screen while the next filter's answer loads (no flash of 'Loading').
  return useQuery({ queryKey: orderKeys.list(filters), queryFn: () => getOrders(filters), placeholderData: keepPreviousData });
}
