import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@agrihub/shared';
import type { ApiQuery } from '@agrihub/shared';
import type { StatementPeriod } from './get-statement';

/** The file name the browser saves; the server's attachment name cannot be read from a blob. */
export const statementFileName = (retailerName: string, { from, to }: StatementPeriod) =>
  `statement_${retailerName.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'retailer'}_${from}_${to}.pdf`;

export interface StatementDownload {
  id: string;
  retailerName: string;
  period: StatementPeriod;
}

/** The statement as the server's PDF, fetched through the API client (bearer token, never in a URL), then saved. */
export async function downloadStatement({ id, retailerName, period }: StatementDownload): Promise<Blob> {
  const query: ApiQuery<'/api/seller/retailer-accounts/{id}/statement.pdf'> = { from: period.from, to: period.to };
  return downloadFile(`seller/retailer-accounts/${encodeURIComponent(id)}/statement.pdf`, statementFileName(retailerName, period), {
    searchParams: query as Record<string, string>,
  });
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
