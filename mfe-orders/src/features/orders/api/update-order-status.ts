import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Move } from '../constants';
import type { OrdersPage } from './get-orders';
import { ORDER_CHANGES, orderKeys } from './keys';

export type UpdateStatusBody = ApiBody<'/api/seller/orders/{id}/status', 'patch'>;
export type UpdatedOrder = ApiData<'/api/seller/orders/{id}/status', 'patch'>['order'];

export interface UpdateStatusInput {
  id: string;
  status: Move;
  notes?: string;
  courier?: string;
  trackingNumber?: string;
}

/** What the server should get of a typed value: trimmed, and left out when empty. */
const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export async function updateOrderStatus({ id, status, notes, courier, trackingNumber }: UpdateStatusInput): Promise<UpdatedOrder> {
  const body: UpdateStatusBody = { status };
  if (given(notes)) body.notes = given(notes);
  if (given(courier)) body.courier = given(courier);
  if (given(trackingNumber)) body.trackingNumber = given(trackingNumber);
  return (await api.patch('/api/seller/orders/{id}/status', body, { params: { id } })).order;
}

/** Another cache edit a page adds to a move (the order page's own copy of the order). */
export type ApplyMove = (queryClient: QueryClient, order: UpdatedOrder) => void;

/**
 * Moves an order. On success the order is replaced in every cached page at once (spec: the list
 * updates locally), with its new status and the moves it now allows, and `alsoApply` edits what the
 * page adds; then everything ORDER_CHANGES names is refetched.
 */
export const useUpdateOrderStatus = (alsoApply?: ApplyMove) =>
  useRefreshingMutation(updateOrderStatus, ORDER_CHANGES, {
    applyLocally: (queryClient, order) => {
      queryClient.setQueriesData<OrdersPage>({ queryKey: orderKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              orders: page.orders.map((o) =>
                o._id === order._id ? { ...o, status: order.status, notes: order.notes, nextStatuses: order.nextStatuses, updatedAt: order.updatedAt } : o,
              ),
            }
          : page,
      );
      alsoApply?.(queryClient, order);
    },
  });
