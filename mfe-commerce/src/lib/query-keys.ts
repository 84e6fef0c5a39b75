/** This remote's query keys, from one factory; nothing outside the remote reads them. */
export const commerceKeys = {
  all: ['commerce'] as const,
  pricingRules: () => [...commerceKeys.all, 'pricing-rules'] as const,
  pricingRuleList: (q: string) => [...commerceKeys.pricingRules(), { q }] as const,
  logistics: () => [...commerceKeys.all, 'logistics'] as const,
  payments: () => [...commerceKeys.all, 'payments'] as const,
  paymentList: (params: { q: string; status: string; page: number }) => [...commerceKeys.payments(), params] as const,
  invoice: (orderId: string) => [...commerceKeys.all, 'invoice', orderId] as const,
  financing: () => [...commerceKeys.all, 'financing'] as const,
};
