import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, Permitted, StatusChip, errorMessage, formatDate } from '@agrihub/shared';
import { useDocuments } from '../api/get-documents';
import { useDocumentSummary } from '../api/get-document-summary';
import { documentKeys } from '../api/keys';
import { formatFileSize } from '../document-rules';
import type { DocumentItem } from '../document-rules';

export const LIBRARY_TITLE = 'Document Library';
export const LIBRARY_EMPTY = 'No documents found.';
export const LIBRARY_LOADING = 'Loading documents...';
export const LIBRARY_LOAD_FAILED = 'Failed to load your documents';

function DocumentRow({ doc, onDelete }: { doc: DocumentItem; onDelete: (doc: DocumentItem) => void }) {
  return (
    <Box
      component="li"
      data-testid="document-row"
      aria-label={doc.docType}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        alignItems: 'center',
        py: 2,
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"icon main" ". side"', md: '"icon main side"' },
      }}
    >
      <InsertDriveFileOutlinedIcon color="action" aria-hidden sx={{ gridArea: 'icon', alignSelf: 'start', mt: 0.25 }} />
      <Box sx={{ gridArea: 'main', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.docType}</Typography>
        <Typography variant="body2" color={doc.description ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {doc.description || 'No description'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          Uploaded {formatDate(doc.createdAt)} · {doc.fileName} · {formatFileSize(doc.size)}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'side', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
        <StatusChip kind="document" status={doc.status} />
        <Button
          component="a"
          href={doc.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          startIcon={<DownloadOutlinedIcon />}
          aria-label={`Download ${doc.docType}`}
        >
          Download
        </Button>
        <Permitted area="documents" hint="Delete">
          <IconButton aria-label={`Delete ${doc.docType}`} onClick={() => onDelete(doc)} size="small" color="error">
            <DeleteOutlinedIcon />
          </IconButton>
        </Permitted>
      </Box>
    </Box>
  );
}

export function DocumentLibrary({ onDelete }: { onDelete: (doc: DocumentItem) => void }) {
  const queryClient = useQueryClient();
  const documents = useDocuments();
  const summary = useDocumentSummary();
  // Spec 8: a failed load shows zero counts and an empty list; beside them, the portal's one
  // failed-load message with Try again, which asks for the list and the counts again.
  const list = documents.data ?? [];
  const failed = documents.isError ? documents.error : summary.isError ? summary.error : null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id="document-library-title">
          {LIBRARY_TITLE}
        </Typography>
        {failed ? (
          <ErrorState
            message={LIBRARY_LOAD_FAILED}
            detail={errorMessage(failed, '')}
            onRetry={() => void queryClient.refetchQueries({ queryKey: documentKeys.all, type: 'active' })}
          />
        ) : null}
        {documents.isPending ? (
          <LoadingState label={LIBRARY_LOADING} minHeight={160} />
        ) : list.length === 0 ? (
          <EmptyState title={LIBRARY_EMPTY} dense />
        ) : (
          <Box component="ul" aria-labelledby="document-library-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((doc) => (
              <DocumentRow key={doc._id} doc={doc} onDelete={onDelete} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
