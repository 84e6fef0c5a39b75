import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@agrihub/shared';

/** The invoice's PDF as the server draws it, fetched with the session's token and saved as INV-<number>.pdf. */
export async function downloadInvoice({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }): Promise<Blob> {
  return downloadFile(`seller/payments/invoices/${encodeURIComponent(orderId)}/invoice.pdf`, `${invoiceNumber}.pdf`);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
