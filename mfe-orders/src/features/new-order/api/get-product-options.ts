import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { newOrderKeys } from './keys';

export type ProductOption = ApiData<'/api/seller/orders/product-options'>['products'][number];

/**
 * Active products for the order form: those whose name or SKU contains `q`, an exact SKU first (at
 * most 20), or those among `ids` (comma-separated; a repeated order's lines).
 */
export async function getProductOptions(query: { q: string } | { ids: string }, signal?: AbortSignal): Promise<ProductOption[]> {
  return (await api.get('/api/seller/orders/product-options', { query, signal })).products;
}

/** The active products among `ids`: those no longer in the catalog are not among them. */
export async function productsByIds(ids: readonly string[], signal?: AbortSignal): Promise<ProductOption[]> {
  return ids.length === 0 ? [] : getProductOptions({ ids: ids.join(',') }, signal);
}

/** Products for the Add product picker while it is open; the previous answer stays while the next one loads. */
export function useProductOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: newOrderKeys.products(q),
    queryFn: ({ signal }) => getProductOptions({ q }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
