import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { errorMessage, ltr, useToast } from '@agrihub/shared';
import { EXPORT_FILE_NAME, useExportOrders } from '../api/export-orders';
import type { OrderFilters } from '../hooks/use-order-filters';
import { useOrdersTranslation } from '../../../locales/i18n';

/** Export Orders: every order matching the current filters (all pages) as orders_export.csv. */
export function ExportButton({ filters }: { filters: OrderFilters }) {
  const { t } = useOrdersTranslation();
  const toast = useToast();
  const exporter = useExportOrders();
  const start = () =>
    exporter.mutate(filters, {
      onSuccess: () => toast.success(t('exportOrders.doneTitle'), t('exportOrders.doneMessage', { file: ltr(EXPORT_FILE_NAME) })),
      onError: (error) => toast.destructive(t('exportOrders.failedTitle'), errorMessage(error, t('exportOrders.failedFallback'))),
    });
  return (
    <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={start} disabled={exporter.isPending}>
      {exporter.isPending ? t('exportOrders.busy') : t('exportOrders.button')}
    </Button>
  );
}
