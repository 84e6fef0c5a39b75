import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@agrihub/shared';
import type { AgingFilters } from '../hooks/use-aging-filters';
import { agingFilterQuery } from './get-aging';

export const AGING_FILE_NAME = 'receivables_aging.csv';

/**
 * Every retailer the filters keep (all pages, with a totals line) as the server's CSV, fetched
 * through the API client so the bearer token and a token refresh apply, then saved.
 */
export async function exportAging(filters: Omit<AgingFilters, 'page'>): Promise<Blob> {
  return downloadFile('seller/receivables/aging.csv', AGING_FILE_NAME, { searchParams: agingFilterQuery(filters) });
}

export function useExportAging() {
  return useMutation({ mutationFn: exportAging });
}
