import { useQuery } from '@tanstack/react-query';
import { api, SIGNED_URL_REFRESH_MS } from '@agrihub/shared';
import type { Product } from './get-products';
import { productKeys } from './keys';

/** One product with its images, by id. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await api.get('/api/seller/products/{id}', { params: { id }, signal })).product;
}

/**
 * A missing product (404) shows at once: the client's retry rule asks again only for what may pass.
 * `enabled: false` keeps what is shown without asking again (while it is being deleted).
 */
export function useProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    enabled,
    // Image URLs are signed for 15 minutes, as on the list.
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });
}
