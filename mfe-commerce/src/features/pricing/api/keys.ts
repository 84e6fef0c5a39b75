/** Query keys of Pricing & Offers (only this remote reads them). */
export const pricingKeys = {
  all: ['pricing-rules'] as const,
  list: (q: string, status: string) => [...pricingKeys.all, 'list', { q, status }] as const,
};
