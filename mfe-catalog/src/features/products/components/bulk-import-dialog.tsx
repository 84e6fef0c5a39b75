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
import { LoadingState, errorMessage, formatNumber, useToast } from '@agrihub/shared';
import { downloadImportTemplate, useCommitImport, usePreviewImport, type ImportPreview } from '../api/import-products';

const rows = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

function PreviewReport({ preview }: { preview: ImportPreview }) {
  if (preview.invalidRows === 0) {
    return <Alert severity="success">All {rows(preview.totalRows)} are valid and ready to import.</Alert>;
  }
  const more = preview.invalidRows > 0 && preview.errors.length >= 500;
  return (
    <Box>
      <Alert severity="error" sx={{ mb: 2 }}>
        {formatNumber(preview.invalidRows)} of {rows(preview.totalRows)} {preview.invalidRows === 1 ? 'has' : 'have'} errors. Nothing has been saved.
      </Alert>
      <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Row errors">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Problem</TableCell>
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
          The first {formatNumber(preview.errors.length)} errors are listed.
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 2 }}>
        {preview.validRows > 0
          ? `Fix these rows in your file and choose it again, or import the ${rows(preview.validRows)} without errors and leave the others out.`
          : 'Fix these rows in your file and choose it again.'}
      </Typography>
    </Box>
  );
}

export function BulkImportDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const commit = useCommitImport();
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
    downloadImportTemplate().catch((error: unknown) => toast.destructive('Failed to download the template', errorMessage(error, '')));
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
            `${formatNumber(added)} ${added === 1 ? 'product' : 'products'} added`,
            skipped > 0 ? `${rows(skipped)} with errors ${skipped === 1 ? 'was' : 'were'} left out.` : undefined,
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="bulk-import-title">
      <DialogTitle id="bulk-import-title">Bulk Import Products</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Add many products at once from a CSV file, one product per row, with the template&apos;s columns: Product Name, SKU, Category (fertilizers,
          pesticides, seeds, tools or equipment), Selling Price (PKR), Cost Price (PKR, optional), Stock Quantity, Minimum Order Quantity, Description
          (optional) and Seasonal (yes or no).
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every row is checked first; nothing is saved until you confirm.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={template}>
            Download CSV Template
          </Button>
          <Button component="label" variant="contained" startIcon={<UploadFileOutlined />} disabled={busy}>
            Choose CSV File
            <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={choose} />
          </Button>
          {file ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          ) : null}
        </Box>
        {preview.isPending ? <LoadingState label={`Checking ${file?.name ?? 'the file'}...`} minHeight={120} /> : null}
        {preview.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(preview.error, 'The file could not be checked')}
          </Alert>
        ) : null}
        {result && !preview.isPending ? <PreviewReport preview={result} /> : null}
        {commit.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(commit.error, 'Failed to import products')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={commit.isPending} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || importable === 0}>
          {commit.isPending
            ? 'Importing...'
            : result && result.invalidRows > 0
              ? `Import ${formatNumber(importable)} Valid ${importable === 1 ? 'Row' : 'Rows'}`
              : `Import ${formatNumber(importable)} ${importable === 1 ? 'Product' : 'Products'}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
