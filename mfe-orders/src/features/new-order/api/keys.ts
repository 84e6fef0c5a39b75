import { queryKeys } from '@agrihub/shared';
import type { QuoteRequest } from './get-quote';

/** Query keys of the new-order form's reads (only this remote reads them). */
export const newOrderKeys = queryKeys('new-order', {
  retailers: (q: string) => ['retailers', q] as const,
  products: (q: string) => ['products', q] as const,
  productsByIds: (ids: readonly string[]) => ['products-by-id', ids] as const,
  quote: (lines: QuoteRequest) => ['quote', lines] as const,
});
