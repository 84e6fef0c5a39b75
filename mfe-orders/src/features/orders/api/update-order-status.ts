import { ApiError, api, apiClient, isApiError, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData, paths } from '@agrihub/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { HTTPError } from 'ky';
import type { Move } from '../constants';
import type { OrdersPage } from './get-orders';
import { ORDER_CHANGES, orderKeys } from './keys';

export type UpdateStatusBody = ApiBody<'/api/seller/orders/{id}/status', 'patch'>;
export type UpdatedOrder = ApiData<'/api/seller/orders/{id}/status', 'patch'>['order'];
type StatusPath = '/api/seller/orders/{id}/status';
/** What a confirmation refused by the retailer's credit check reports: the figures, and whether this user may confirm anyway. */
export type CreditRefusal = NonNullable<paths[StatusPath]['patch']['responses'][409]['content']['application/json']['credit']>;

/** A confirmation the credit check refused (409 with `credit`): the server's message and its figures. */
export class CreditRefusedError extends ApiError {
  constructor(
    message: string,
    readonly credit: CreditRefusal,
  ) {
    super(message, 409);
    this.name = 'CreditRefusedError';
  }
}

export const isCreditRefused = (error: unknown): error is CreditRefusedError => error instanceof CreditRefusedError;

/** The `credit` of a refusal's body, read before the API client keeps only its message. */
async function creditOf(error: HTTPError): Promise<CreditRefusal | undefined> {
  if (error.response.status !== 409) return undefined;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  const credit = typeof body === 'object' && body !== null && 'credit' in body ? (body as { credit: unknown }).credit : undefined;
  return typeof credit === 'object' && credit !== null ? (credit as CreditRefusal) : undefined;
}

export interface UpdateStatusInput {
  id: string;
  status: Move;
  notes?: string;
  courier?: string;
  trackingNumber?: string;
  /** Confirming only: the reason to confirm although the credit check refuses. */
  creditOverride?: string;
}

/** What the server should get of a typed value: trimmed, and left out when empty. */
const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export async function updateOrderStatus({ id, status, notes, courier, trackingNumber, creditOverride }: UpdateStatusInput): Promise<UpdatedOrder> {
  const body: UpdateStatusBody = { status };
  if (given(notes)) body.notes = given(notes);
  if (given(courier)) body.courier = given(courier);
  if (given(trackingNumber)) body.trackingNumber = given(trackingNumber);
  if (status !== 'confirmed') return (await api.patch('/api/seller/orders/{id}/status', body, { params: { id } })).order;
  // Only a confirmation meets the credit check. Its refusal's figures are in the body, which the
  // client's ApiError does not keep: a hook reads them on the way.
  if (given(creditOverride)) body.creditOverride = given(creditOverride);
  let refusal: CreditRefusal | undefined;
  const readRefusal = async (error: HTTPError) => {
    refusal = await creditOf(error);
    return error;
  };
  try {
    const answer = await apiClient.patch<{ data: ApiData<StatusPath, 'patch'> }>(`seller/orders/${encodeURIComponent(id)}/status`, body, {
      hooks: { beforeError: [readRefusal] },
    });
    return answer.data.order;
  } catch (error) {
    if (refusal && isApiError(error)) throw new CreditRefusedError(error.message, refusal);
    throw error;
  }
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
