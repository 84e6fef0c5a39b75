import type { QueryKey } from '@tanstack/react-query';
import { api, dashboardKeys, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';

export type CreateOrderBody = ApiBody<'/api/seller/orders', 'post'>;
export type CreatedOrder = ApiData<'/api/seller/orders', 'post'>['order'];

/** Saves an order taken by phone: pending, with the next order number, priced by the active rules. */
export async function createOrder(body: CreateOrderBody): Promise<CreatedOrder> {
  return (await api.post('/api/seller/orders', body)).order;
}

/**
 * Saves the order, then makes the dashboard's figures and `refreshes` (the page passes the orders
 * lists, whose keys belong to another feature) stale, so they show the new order.
 */
export const useCreateOrder = (refreshes: readonly QueryKey[]) => useRefreshingMutation(createOrder, [...refreshes, dashboardKeys.all]);
