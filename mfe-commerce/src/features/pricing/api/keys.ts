/** Query keys of Pricing & Offers (only this remote reads them). */
export const pricingKeys = {
  all: ['pricing-rules'] as const,
  list: (q: string) => [...pricingKeys.all, 'list', { q }] as const,
};
