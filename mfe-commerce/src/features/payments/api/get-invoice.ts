import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { paymentKeys } from './keys';

export type Invoice = ApiData<'/api/seller/payments/invoices/{id}'>['invoice'];

export async function getInvoice(orderId: string): Promise<Invoice> {
  return (await api.get('/api/seller/payments/invoices/{id}', { params: { id: orderId } })).invoice;
}

export function useInvoice(orderId: string | null) {
  return useQuery({
    queryKey: paymentKeys.invoice(orderId ?? ''),
    queryFn: () => getInvoice(orderId ?? ''),
    enabled: orderId !== null,
  });
}
