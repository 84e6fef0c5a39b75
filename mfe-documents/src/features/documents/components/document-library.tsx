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
import { EmptyState, ErrorState, LoadingState, Permitted, StatusChip, errorMessage, formatDate, ltr } from '@agrihub/shared';
import { useDocumentChecklist } from '../api/get-document-checklist';
import { useDocuments } from '../api/get-documents';
import { useDocumentSummary } from '../api/get-document-summary';
import { documentKeys } from '../api/keys';
import { documentStatusLabel, documentTypeName, rejectedText } from '../constants';
import { availableTypes, formatFileSize, verifiedTypes } from '../document-rules';
import type { DocumentItem, RequiredDocumentType } from '../document-rules';
import { useDocumentsTranslation } from '../../../locales/i18n';

interface RowProps {
  doc: DocumentItem;
  onDelete: (doc: DocumentItem) => void;
  /** Set when a new document of this rejected one's type may be uploaded now. */
  onUpload?: () => void;
  /** A Pending document of a type that has a Verified one. */
  renewal: boolean;
}

function DocumentRow({ doc, onDelete, onUpload, renewal }: RowProps) {
  const { t } = useDocumentsTranslation();
  const name = documentTypeName(doc.docType, t);
  return (
    <Box
      component="li"
      data-testid="document-row"
      aria-label={name}
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
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color={doc.description ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {doc.description || t('library.noDescription')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {t('library.uploaded', { date: formatDate(doc.createdAt), fileName: ltr(doc.fileName), size: ltr(formatFileSize(doc.size)) })}
        </Typography>
        {doc.rejectionReason ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {rejectedText(doc.rejectionReason, onUpload !== undefined, t)}
          </Typography>
        ) : null}
        {doc.replacedAt ? (
          <Typography variant="body2" color="text.secondary">
            {t('library.replaced', { date: formatDate(doc.replacedAt) })}
          </Typography>
        ) : null}
        {renewal ? (
          <Typography variant="body2" color="text.secondary">
            {t('library.renewalPending')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'side', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
        <StatusChip kind="document" status={doc.status} label={documentStatusLabel(doc.status, t)} />
        {onUpload ? (
          <Permitted area="documents">
            <Button size="small" variant="outlined" onClick={onUpload} aria-label={t('library.uploadNew', { docType: name })}>
              {t('library.upload')}
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
          aria-label={t('library.downloadType', { docType: name })}
        >
          {t('library.download')}
        </Button>
        <Permitted area="documents" hint={t('library.delete')}>
          <IconButton aria-label={t('library.deleteType', { docType: name })} onClick={() => onDelete(doc)} size="small" color="error">
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
  const { t } = useDocumentsTranslation();
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
          {t('library.title')}
        </Typography>
        {failed ? (
          <ErrorState
            message={t('library.loadFailed')}
            detail={errorMessage(failed, '')}
            onRetry={() => void queryClient.refetchQueries({ queryKey: documentKeys.all, type: 'active' })}
          />
        ) : null}
        {documents.isPending ? (
          <LoadingState label={t('library.loading')} minHeight={160} />
        ) : list.length === 0 ? (
          <EmptyState title={t('library.empty')} dense />
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
