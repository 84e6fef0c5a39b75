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
import { useDocumentChecklist } from '../api/get-document-checklist';
import { useDocuments } from '../api/get-documents';
import { useDocumentSummary } from '../api/get-document-summary';
import { documentKeys } from '../api/keys';
import { REJECTED_ASK, RENEWAL_PENDING_NOTE, rejectedText, replacedText } from '../constants';
import { availableTypes, formatFileSize, verifiedTypes } from '../document-rules';
import type { DocumentItem, RequiredDocumentType } from '../document-rules';

export const LIBRARY_TITLE = 'Document Library';
export const LIBRARY_EMPTY = 'No documents found.';
export const LIBRARY_LOADING = 'Loading documents...';
export const LIBRARY_LOAD_FAILED = 'Failed to load your documents';

interface RowProps {
  doc: DocumentItem;
  onDelete: (doc: DocumentItem) => void;
  /** Set when a new document of this rejected one's type may be uploaded now. */
  onUpload?: () => void;
  /** A Pending document of a type that has a Verified one. */
  renewal: boolean;
}

function DocumentRow({ doc, onDelete, onUpload, renewal }: RowProps) {
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
        {doc.rejectionReason ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {rejectedText(doc.rejectionReason)}
            {onUpload ? ` ${REJECTED_ASK}` : ''}
          </Typography>
        ) : null}
        {doc.replacedAt ? (
          <Typography variant="body2" color="text.secondary">
            {replacedText(formatDate(doc.replacedAt))}
          </Typography>
        ) : null}
        {renewal ? (
          <Typography variant="body2" color="text.secondary">
            {RENEWAL_PENDING_NOTE}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'side', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
        <StatusChip kind="document" status={doc.status} />
        {onUpload ? (
          <Permitted area="documents">
            <Button size="small" variant="outlined" onClick={onUpload} aria-label={`Upload a new ${doc.docType}`}>
              Upload
            </Button>
          </Permitted>
        ) : null}
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

export interface DocumentLibraryProps {
  onDelete: (doc: DocumentItem) => void;
  /** Opens the upload dialog with a type chosen (a rejected document's Upload). */
  onUpload: (docType: RequiredDocumentType) => void;
}

export function DocumentLibrary({ onDelete, onUpload }: DocumentLibraryProps) {
  const queryClient = useQueryClient();
  const documents = useDocuments();
  const summary = useDocumentSummary();
  const checklist = useDocumentChecklist();
  // Spec 8: a failed load shows zero counts and an empty list; beside them, the portal's one
  // failed-load message with Try again, which asks for the list and the counts again.
  const list = documents.data ?? [];
  const failed = documents.isError ? documents.error : summary.isError ? summary.error : null;
  const uploadable = new Set(availableTypes(list, checklist.data?.isVerified ?? false));
  const verified = verifiedTypes(list);
  // A rejected document asks for a new one while it is the newest of its type (the list is newest first).
  const newest = new Map<string, DocumentItem>();
  for (const d of list) if (!newest.has(d.docType)) newest.set(d.docType, d);
  const asksForNew = (d: DocumentItem) => d.rejectionReason !== null && newest.get(d.docType) === d && uploadable.has(d.docType);
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
              <DocumentRow
                key={doc._id}
                doc={doc}
                onDelete={onDelete}
                renewal={doc.status === 'Pending' && verified.has(doc.docType)}
                onUpload={asksForNew(doc) ? () => onUpload(doc.docType) : undefined}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
