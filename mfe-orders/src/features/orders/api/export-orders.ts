import { useMutation } from '@tanstack/react-query';
import { apiClient, toApiError } from '@agrihub/shared';
import type { ApiQuery } from '@agrihub/shared';
import type { OrderFilters } from '../hooks/use-order-filters';
import { saveFile } from '../lib/save-file';
import { filterQuery } from './get-orders';

export const EXPORT_FILE_NAME = 'orders_export.csv';

/**
 * Every order matching the filters as the server's CSV (all pages, not only the one on screen),
 * fetched through the API client so the bearer token and a token refresh apply, then saved.
 */
export async function exportOrders(filters: OrderFilters): Promise<Blob> {
  const query: ApiQuery<'/api/seller/orders/export'> = { ...filterQuery(filters), sort: 'date_desc' };
  try {
    const response = await apiClient.ky.get('seller/orders/export', { searchParams: query as Record<string, string> });
    return await response.blob();
  } catch (error) {
    throw await toApiError(error);
  }
}

export function useExportOrders() {
  return useMutation({
    mutationFn: async (filters: OrderFilters) => {
      const blob = await exportOrders(filters);
      saveFile(blob, EXPORT_FILE_NAME);
      return blob;
    },
  });
}
