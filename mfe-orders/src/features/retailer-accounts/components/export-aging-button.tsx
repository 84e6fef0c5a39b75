import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { errorMessage, ltr, useToast } from '@agrihub/shared';
import { useOrdersTranslation } from '../../../locales/i18n';
import { AGING_FILE_NAME, useExportAging } from '../api/export-aging';
import type { AgingFilters } from '../hooks/use-aging-filters';

/** Export CSV: every retailer the aging's filters keep (all pages, with totals) as receivables_aging.csv. */
export function ExportAgingButton({ filters }: { filters: AgingFilters }) {
  const { t } = useOrdersTranslation();
  const toast = useToast();
  const exporter = useExportAging();
  const start = () =>
    exporter.mutate(
      { q: filters.q, bucket: filters.bucket },
      {
        onSuccess: () => toast.success(t('aging.export.exported'), t('aging.export.exportedText', { file: ltr(AGING_FILE_NAME) })),
        onError: (error) => toast.destructive(t('aging.export.failed'), errorMessage(error, t('aging.export.couldNotExport'))),
      },
    );
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={start} disabled={exporter.isPending}>
      {exporter.isPending ? t('aging.export.exporting') : t('aging.export.button')}
    </Button>
  );
}
