import { Readable } from 'node:stream';
import { pktDate } from '../../../platform/lib/pkt-dates.ts';
import type { ExportRow } from '../queries/orders.ts';
import { UTF8_BOM, csvField, csvLine, rupeesText } from '../../../platform/lib/csv.ts';

export const EXPORT_FILE_NAME = 'orders_export.csv';
export const EXPORT_HEADER = ['Order Number', 'Customer', 'Date', 'Total', 'Status'] as const;

/** 'delivered' -> 'Delivered', as the screen's status chips read. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function exportLine(row: ExportRow): string {
  return (
    [csvField(row.orderNumber), csvField(row.customerName), pktDate(row.orderDate), rupeesText(row.totalPaisa), csvField(statusLabel(row.status))].join(',') +
    '\r\n'
  );
}

/** The whole file as chunks: BOM and header, then one chunk per batch of rows. */
async function* csvChunks(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(EXPORT_HEADER);
  for await (const batch of batches) yield batch.map(exportLine).join('');
}

/**
 * The file as a stream that starts only once the first batch is read: a query that fails at once
 * becomes the usual error answer, never a 200 file of just the header. A later failure errors the
 * stream: Fastify destroys the connection if bytes have left (the download fails instead of ending
 * short), else it answers the error.
 */
export async function csvStream(batches: AsyncIterable<ExportRow[]>): Promise<Readable> {
  const rest = batches[Symbol.asyncIterator]();
  const first = await rest.next();
  async function* all(): AsyncGenerator<ExportRow[]> {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => rest };
  }
  return Readable.from(csvChunks(all()));
}
