import { useState } from 'react';
import Button from '@mui/material/Button';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { ConfirmDialog, PageHeader, Permitted, errorMessage, useDialogState, useToast } from '@agrihub/shared';
import { useDeleteDocument } from '../../features/documents/api/delete-document';
import { useDocumentChecklist } from '../../features/documents/api/get-document-checklist';
import { useDocuments } from '../../features/documents/api/get-documents';
import { deleteWarning } from '../../features/documents/document-rules';
import { DocumentLibrary } from '../../features/documents/components/document-library';
import { DocumentStats } from '../../features/documents/components/document-stats';
import { SUBMIT_LABEL, UploadDocumentDialog } from '../../features/documents/components/upload-document-dialog';
import { VerificationChecklist } from '../../features/documents/components/verification-checklist';
import type { DocumentItem, RequiredDocumentType } from '../../features/documents/document-rules';

export const TITLE = 'Document Center';
export const SUBTITLE = 'Manage compliance documents and certificates';

export default function DocumentCenterPage() {
  const toast = useToast();
  // The type the upload was opened for stays set while the dialog fades out.
  const upload = useDialogState<RequiredDocumentType | null>();
  const [toDelete, setToDelete] = useState<DocumentItem | null>(null);
  const remove = useDeleteDocument();
  const documents = useDocuments();
  const checklist = useDocumentChecklist();
  const warning = toDelete ? deleteWarning(toDelete, documents.data ?? [], checklist.data?.isVerified ?? false) : null;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => setToDelete(null),
      onError: (error) => {
        // Spec 4: a failed delete leaves the list as it was; say why rather than fail silently.
        setToDelete(null);
        toast.destructive('Delete failed', errorMessage(error, 'Could not delete document'));
      },
    });
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <Permitted area="documents">
            <Button variant="contained" startIcon={<CloudUploadOutlinedIcon />} onClick={() => upload.show(null)}>
              {SUBMIT_LABEL}
            </Button>
          </Permitted>
        }
      />
      <VerificationChecklist onUpload={upload.show} />
      <DocumentStats />
      <DocumentLibrary onDelete={setToDelete} onUpload={upload.show} />
      <UploadDocumentDialog open={upload.open} initialType={upload.value} onClose={upload.close} />
      <ConfirmDialog
        open={toDelete !== null}
        title={warning ? warning.title : 'Delete document?'}
        message={
          toDelete ? (
            <>
              {`${toDelete.docType} (${toDelete.fileName}) will be removed from your document library.`}
              {warning ? <strong style={{ display: 'block', marginTop: 8 }}>{warning.text}</strong> : null}
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
