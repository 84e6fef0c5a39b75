/** Query keys of Payments (only this remote reads them). */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (params: { q: string; status: string; page: number }) => [...paymentKeys.all, 'list', params] as const,
  invoice: (orderId: string) => [...paymentKeys.all, 'invoice', orderId] as const,
};
