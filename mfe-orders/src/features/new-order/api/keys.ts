import type { QuoteRequest } from './get-quote';

/** Query keys of the new-order form's reads (only this remote reads them). */
export const newOrderKeys = {
  all: ['new-order'] as const,
  retailers: (q: string) => [...newOrderKeys.all, 'retailers', q] as const,
  products: (q: string) => [...newOrderKeys.all, 'products', q] as const,
  productsByIds: (ids: readonly string[]) => [...newOrderKeys.all, 'products-by-id', ids] as const,
  quote: (lines: QuoteRequest) => [...newOrderKeys.all, 'quote', lines] as const,
};
