import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { newOrderKeys } from './keys';

export type Quote = ApiData<'/api/seller/orders/quote', 'post'>['quote'];
export type QuoteLine = Quote['lines'][number];
export type QuoteRequest = ApiBody<'/api/seller/orders/quote', 'post'>['lines'];

/** The lines priced as a new order would be today (the seller's active rules); nothing is saved. */
export async function getQuote(lines: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return (await api.post('/api/seller/orders/quote', { lines }, { signal })).quote;
}

/**
 * The price of `lines`, or nothing while they are not a valid order (null). The last price stays on
 * screen while the next one loads, so the totals do not blink as a quantity is typed.
 */
export function useQuote(lines: QuoteRequest | null) {
  return useQuery({
    queryKey: newOrderKeys.quote(lines ?? []),
    queryFn: ({ signal }) => getQuote(lines ?? [], signal),
    enabled: lines !== null && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
