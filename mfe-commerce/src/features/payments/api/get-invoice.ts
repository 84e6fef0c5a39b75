import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type Invoice = ApiData<'/api/seller/payments/invoices/{id}'>['invoice'];

export async function getInvoice(orderId: string): Promise<Invoice> {
  const body = await apiClient.get<{ data: { invoice: Invoice } }>(`seller/payments/invoices/${encodeURIComponent(orderId)}`);
  return body.data.invoice;
}

export function useInvoice(orderId: string | null) {
  return useQuery({
    queryKey: commerceKeys.invoice(orderId ?? ''),
    queryFn: () => getInvoice(orderId ?? ''),
    enabled: orderId !== null,
  });
}
