import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { newOrderKeys } from './keys';

export type ProductOption = ApiData<'/api/seller/orders/product-options'>['products'][number];

/** Active products whose name or SKU contains `q`, an exact SKU first (at most 20). */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<ProductOption[]> {
  return (await api.get('/api/seller/orders/product-options', { query: { q }, signal })).products;
}

/** The active products among `ids` (a repeated order's lines): those no longer in the catalog are not among them. */
export async function productsByIds(ids: readonly string[], signal?: AbortSignal): Promise<ProductOption[]> {
  if (ids.length === 0) return [];
  return (await api.get('/api/seller/orders/product-options', { query: { ids: ids.join(',') }, signal })).products;
}

/** Products for the Add product picker while it is open; the previous answer stays while the next one loads. */
export function useProductSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: newOrderKeys.products(q),
    queryFn: ({ signal }) => searchProducts(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
