import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { paymentKeys } from './keys';

export type PaymentsPage = ApiData<'/api/seller/payments'>;
export type Transaction = PaymentsPage['transactions'][number];
export const PAGE_SIZE = 10;

export interface PaymentsParams {
  q: string;
  /** '' for all, else Paid, Pending or Overdue. */
  status: string;
  page: number;
}

export async function getPayments(params: PaymentsParams): Promise<PaymentsPage> {
  return api.get('/api/seller/payments', { query: { page: params.page, pageSize: PAGE_SIZE, q: params.q.trim(), status: params.status } });
}

export function usePayments(params: PaymentsParams) {
  const key = { q: params.q.trim(), status: params.status, page: params.page };
  return useQuery({ queryKey: paymentKeys.list(key), queryFn: () => getPayments(key), placeholderData: keepPreviousData });
}
