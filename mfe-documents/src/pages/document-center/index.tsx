import { useState } from 'react';
import Button from '@mui/material/Button';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { ConfirmDialog, PageHeader, Permitted, errorMessage, ltr, useDialogState, useToast } from '@agrihub/shared';
import { useDeleteDocument } from '../../features/documents/api/delete-document';
import { useDocumentChecklist } from '../../features/documents/api/get-document-checklist';
import { useDocuments } from '../../features/documents/api/get-documents';
import { deleteWarning } from '../../features/documents/document-rules';
import { documentTypeName } from '../../features/documents/constants';
import { DocumentLibrary } from '../../features/documents/components/document-library';
import { DocumentStats } from '../../features/documents/components/document-stats';
import { UploadDocumentDialog } from '../../features/documents/components/upload-document-dialog';
import { VerificationChecklist } from '../../features/documents/components/verification-checklist';
import type { DocumentItem, RequiredDocumentType } from '../../features/documents/document-rules';
import { useDocumentsTranslation } from '../../locales/i18n';

export default function DocumentCenterPage() {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  // The type the upload was opened for stays set while the dialog fades out.
  const upload = useDialogState<RequiredDocumentType | null>();
  const [toDelete, setToDelete] = useState<DocumentItem | null>(null);
  const remove = useDeleteDocument();
  const documents = useDocuments();
  const checklist = useDocumentChecklist();
  const warning = toDelete ? deleteWarning(toDelete, documents.data ?? [], checklist.data?.isVerified ?? false, t) : null;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => setToDelete(null),
      onError: (error) => {
        // Spec 4: a failed delete leaves the list as it was; say why rather than fail silently.
        setToDelete(null);
        toast.destructive(t('center.deleteFailed'), errorMessage(error, t('center.deleteFailedFallback')));
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('center.title')}
        subtitle={t('center.subtitle')}
        actions={
          <Permitted area="documents">
            <Button variant="contained" startIcon={<CloudUploadOutlinedIcon />} onClick={() => upload.show(null)}>
              {t('upload.submit')}
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
        title={warning ? warning.title : t('center.deleteTitle')}
        message={
          toDelete ? (
            <>
              {t('center.deleteMessage', { docType: documentTypeName(toDelete.docType, t), fileName: ltr(toDelete.fileName) })}
              {warning ? <strong style={{ display: 'block', marginTop: 8 }}>{warning.text}</strong> : null}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={t('center.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
