import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { LoadingState, errorMessage, formatNumber, ltr, useToast } from '@agrihub/shared';
import { downloadImportTemplate, useImportProducts, usePreviewImport, type ImportPreview } from '../api/import-products';
import { useCatalogTranslation } from '../../../locales/i18n';

function PreviewReport({ preview }: { preview: ImportPreview }) {
  const { t } = useCatalogTranslation();
  if (preview.invalidRows === 0) {
    return <Alert severity="success">{t('bulkImport.allValid', { count: preview.totalRows, total: formatNumber(preview.totalRows) })}</Alert>;
  }
  const more = preview.invalidRows > 0 && preview.errors.length >= 500;
  return (
    <Box>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('bulkImport.invalid', {
          count: preview.invalidRows,
          invalid: formatNumber(preview.invalidRows),
          rows: t('bulkImport.ofRows', { count: preview.totalRows, total: formatNumber(preview.totalRows) }),
        })}
      </Alert>
      <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('bulkImport.rowErrors')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>{t('bulkImport.row')}</TableCell>
              <TableCell>{t('bulkImport.column')}</TableCell>
              <TableCell>{t('bulkImport.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.errors.map((e) => (
              <TableRow key={`${e.row}-${e.field}`}>
                <TableCell>{e.row}</TableCell>
                <TableCell>{e.column}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more ? (
        <Typography variant="caption" color="text.secondary">
          {t('bulkImport.firstErrors', { shown: formatNumber(preview.errors.length) })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 2 }}>
        {preview.validRows > 0 ? t('bulkImport.fixOrImport', { count: preview.validRows, valid: formatNumber(preview.validRows) }) : t('bulkImport.fix')}
      </Typography>
    </Box>
  );
}

export function BulkImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCatalogTranslation();
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const commit = useImportProducts();
  const busy = preview.isPending || commit.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    commit.reset();
    preview.mutate(chosen);
  };

  const template = () => {
    downloadImportTemplate().catch((error: unknown) => toast.destructive(t('bulkImport.templateFailed'), errorMessage(error, '')));
  };

  const result = preview.data;
  const importable = result && !preview.isPending && result.validRows > 0 ? result.validRows : 0;
  const confirm = () => {
    if (!file || !result) return;
    commit.mutate(
      { file, skipInvalidRows: result.invalidRows > 0 },
      {
        onSuccess: ({ added, skipped }) => {
          toast.success(
            t('bulkImport.added', { count: added, added: formatNumber(added) }),
            skipped > 0 ? t('bulkImport.skipped', { count: skipped, skipped: formatNumber(skipped) }) : undefined,
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="bulk-import-title">
      <DialogTitle id="bulk-import-title">{t('bulkImport.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('bulkImport.intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('bulkImport.checkedFirst')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={template}>
            {t('bulkImport.downloadTemplate')}
          </Button>
          <Button component="label" variant="contained" startIcon={<UploadFileOutlined />} disabled={busy}>
            {t('bulkImport.chooseFile')}
            <input hidden type="file" accept=".csv,text/csv" aria-label={t('bulkImport.fileInput')} onChange={choose} />
          </Button>
          {file ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          ) : null}
        </Box>
        {preview.isPending ? (
          <LoadingState label={file ? t('bulkImport.checking', { name: ltr(file.name) }) : t('bulkImport.checkingFile')} minHeight={120} />
        ) : null}
        {preview.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(preview.error, t('bulkImport.checkFailed'))}
          </Alert>
        ) : null}
        {result && !preview.isPending ? <PreviewReport preview={result} /> : null}
        {commit.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(commit.error, t('bulkImport.importFailed'))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={commit.isPending} color="inherit">
          {t('bulkImport.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || importable === 0}>
          {commit.isPending
            ? t('bulkImport.importing')
            : t(result && result.invalidRows > 0 ? 'bulkImport.importValid' : 'bulkImport.importProducts', {
                count: importable,
                importable: formatNumber(importable),
              })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
