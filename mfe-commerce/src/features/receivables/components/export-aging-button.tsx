import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { errorMessage, useToast } from '@agrihub/shared';
import { AGING_FILE_NAME, useExportAging } from '../api/export-aging';
import type { AgingFilters } from '../hooks/use-aging-filters';

/** Export CSV: every retailer the aging's filters keep (all pages, with totals) as receivables_aging.csv. */
export function ExportAgingButton({ filters }: { filters: AgingFilters }) {
  const toast = useToast();
  const exporter = useExportAging();
  const start = () =>
    exporter.mutate(
      { q: filters.q, bucket: filters.bucket },
      {
        onSuccess: () => toast.success('Aging exported', `${AGING_FILE_NAME} has been downloaded.`),
        onError: (error) => toast.destructive('Export failed', errorMessage(error, 'Could not export the receivables aging')),
      },
    );
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={start} disabled={exporter.isPending}>
      {exporter.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
