import { ApiError, api, isApiError, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData, paths } from '@agrihub/shared';
import type { QueryClient } from '@tanstack/react-query';
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

/** The `credit` a 409 answer's body carries when the retailer's credit check refused. */
function creditOf(error: ApiError): CreditRefusal | undefined {
  if (error.status !== 409 || typeof error.body !== 'object' || error.body === null || !('credit' in error.body)) return undefined;
  const { credit } = error.body as { credit: unknown };
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

export async function moveOrder({ id, status, notes, courier, trackingNumber, creditOverride }: UpdateStatusInput): Promise<UpdatedOrder> {
  const body: UpdateStatusBody = { status };
  if (given(notes)) body.notes = given(notes);
  if (given(courier)) body.courier = given(courier);
  if (given(trackingNumber)) body.trackingNumber = given(trackingNumber);
  if (status === 'confirmed' && given(creditOverride)) body.creditOverride = given(creditOverride);
  try {
    return (await api.patch('/api/seller/orders/{id}/status', body, { params: { id } })).order;
  } catch (error) {
    // Only a confirmation meets the credit check; its refusal's figures come with the error.
    const refusal = isApiError(error) ? creditOf(error) : undefined;
    if (isApiError(error) && refusal) throw new CreditRefusedError(error.message, refusal);
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
export const useMoveOrder = (alsoApply?: ApplyMove) =>
  useRefreshingMutation(moveOrder, ORDER_CHANGES, {
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
