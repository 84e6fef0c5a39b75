import { api, dashboardKeys, notificationKeys, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import type { OrdersPage } from './get-orders';
import { orderKeys } from './keys';

export type UpdateStatusBody = ApiBody<'/api/seller/orders/{id}/status', 'patch'>;
export type UpdatedOrder = ApiData<'/api/seller/orders/{id}/status', 'patch'>['order'];

/** The status changes a seller can make from the list. */
export type StatusAction = 'delivered' | 'cancelled';

export interface UpdateStatusInput {
  id: string;
  status: StatusAction;
  notes?: string;
}

export async function updateOrderStatus({ id, status, notes }: UpdateStatusInput): Promise<UpdatedOrder> {
  const body: UpdateStatusBody = { status };
  if (notes?.trim()) body.notes = notes.trim();
  return (await api.patch('/api/seller/orders/{id}/status', body, { params: { id } })).order;
}

/**
 * Changes an order's status. On success the order is replaced in every cached page at once (spec:
 * the list updates locally), then the lists, their summary cards, the dashboard overview and the
 * notification bell (the server adds a notification) are refetched.
 */
export const useUpdateOrderStatus = () =>
  useRefreshingMutation(updateOrderStatus, [orderKeys.lists(), dashboardKeys.all, notificationKeys.all], {
    applyLocally: (queryClient, order) =>
      queryClient.setQueriesData<OrdersPage>({ queryKey: orderKeys.lists() }, (page) =>
        page ? { ...page, orders: page.orders.map((o) => (o._id === order._id ? { ...o, status: order.status, notes: order.notes } : o)) } : page,
      ),
  });
