import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@agrihub/shared';
import { productKeys } from './product-keys';

/** After any change: the catalog lists and the dashboard's product and inventory figures. */
export function invalidateCatalog(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: productKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]);
}
