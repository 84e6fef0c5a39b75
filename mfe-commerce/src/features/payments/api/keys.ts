import { queryKeys } from '@agrihub/shared';

/** Query keys of Payments (only this remote reads them). */
export const paymentKeys = queryKeys('payments', {
  list: (params: { q: string; status: string; page: number }) => ['list', params] as const,
  invoice: (orderId: string) => ['invoice', orderId] as const,
});
