import { dashboardKeys } from '@agrihub/shared';
import type { ProductFilters } from '../hooks/use-product-filters';

/** Query keys of the catalog remote (only it reads them; the dashboard's come from @agrihub/shared). */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** What any catalog change makes stale: the catalog lists and the dashboard's product and inventory figures. */
export const CATALOG_CHANGES = [productKeys.all, dashboardKeys.all] as const;
