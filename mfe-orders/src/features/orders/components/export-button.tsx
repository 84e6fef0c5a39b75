import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { errorMessage, useToast } from '@agrihub/shared';
import { EXPORT_FILE_NAME, useExportOrders } from '../api/export-orders';
import type { OrderFilters } from '../hooks/use-order-filters';

/** Export Orders: every order matching the current filters (all pages) as orders_export.csv. */
export function ExportButton({ filters }: { filters: OrderFilters }) {
  const toast = useToast();
  const exporter = useExportOrders();
  const start = () =>
    exporter.mutate(filters, {
      onSuccess: () => toast.success('Orders exported', `${EXPORT_FILE_NAME} has been downloaded.`),
      onError: (error) => toast.destructive('Export failed', errorMessage(error, 'Could not export orders')),
    });
  return (
    <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={start} disabled={exporter.isPending}>
      {exporter.isPending ? 'Exporting...' : 'Export Orders'}
    </Button>
  );
}
