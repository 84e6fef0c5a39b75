import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@agrihub/shared';
import type { ApiQuery } from '@agrihub/shared';
import type { OrderFilters } from '../hooks/use-order-filters';
import { filterQuery } from './get-orders';

export const EXPORT_FILE_NAME = 'orders_export.csv';

/**
 * Every order matching the filters as the server's CSV (all pages, not only the one on screen),
 * fetched through the API client so the bearer token and a token refresh apply, then saved.
 */
export async function exportOrders(filters: OrderFilters): Promise<Blob> {
  const query: ApiQuery<'/api/seller/orders/export'> = filterQuery(filters);
  return downloadFile('seller/orders/export', EXPORT_FILE_NAME, { searchParams: query as Record<string, string> });
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
