import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, SIGNED_URL_REFRESH_MS } from '@agrihub/shared';
import type { ApiData, ApiQuery } from '@agrihub/shared';
import { PAGE_SIZE, statusLabel } from '../constants';
import type { ProductFilters } from '../hooks/use-product-filters';
import { productKeys } from './keys';

export type ProductsPage = ApiData<'/api/seller/products'>;
export type Product = ProductsPage['products'][number];
export type ProductSummary = ProductsPage['summary'];

export async function getProducts(filters: ProductFilters): Promise<ProductsPage> {
  const query: ApiQuery<'/api/seller/products'> = { page: filters.page, pageSize: PAGE_SIZE };
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.status) query.status = statusLabel(filters.status);
  return api.get('/api/seller/products', { query });
}

export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: productKeys.list(filters),
    queryFn: () => getProducts(filters),
    // The previous page stays on screen while the next filter's answer loads (no flash of 'Loading').
    placeholderData: keepPreviousData,
    // Image URLs are signed for 15 minutes: refetching keeps thumbnails and edit previews loadable.
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });
}
