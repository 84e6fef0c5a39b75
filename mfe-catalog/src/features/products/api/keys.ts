import { dashboardKeys, queryKeys } from '@agrihub/shared';
import type { ProductFilters } from '../hooks/use-product-filters';

/** Query keys of the catalog remote (only it reads them; the dashboard's come from @agrihub/shared). */
export const productKeys = queryKeys('products', {
  lists: () => ['list'] as const,
  list: (filters: ProductFilters) => ['list', filters] as const,
  detail: (id: string) => ['detail', id] as const,
});

/** What any catalog change makes stale: the catalog lists and the dashboard's product and inventory figures. */
export const CATALOG_CHANGES = [productKeys.all, dashboardKeys.all] as const;
