import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import type { Move } from '../constants';
import { ORDER_CHANGES } from './keys';

type BulkBody = ApiBody<'/api/seller/orders/bulk-status', 'post'>;
export type BulkResult = ApiData<'/api/seller/orders/bulk-status', 'post'>['results'][number];

export interface BulkMoveInput {
  ids: string[];
  status: Move;
  notes?: string;
}

/** The same move for several orders; the server moves each on its own and answers for each. */
export async function moveOrders({ ids, status, notes }: BulkMoveInput): Promise<BulkResult[]> {
  const body: BulkBody = { ids, status };
  if (notes?.trim()) body.notes = notes.trim();
  return (await api.post('/api/seller/orders/bulk-status', body)).results;
}

/** A bulk move; afterwards the lists, their summary, the dashboard and the bell are refetched. */
export const useMoveOrders = () => useRefreshingMutation(moveOrders, ORDER_CHANGES);
