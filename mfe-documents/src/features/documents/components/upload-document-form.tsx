import { useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DOCUMENT_LIMITS, errorMessage, fieldProps, isApiError, requiredMessage, tooLongMessage, useRevalidateOnSchemaChange, useToast } from '@agrihub/shared';
import { useDocumentChecklist } from '../api/get-document-checklist';
import { documentsQueryOptions } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import { REQUIRED_DOCUMENT_TYPES } from '../constants';
import { availableTypes, fileProblem, verifiedTypes } from '../document-rules';
import type { RequiredDocumentType } from '../document-rules';
import { DocumentTypeSelect } from './document-type-select';
import { FileDropZone } from './file-drop-zone';
import { UploadProgress } from './upload-progress';
import { useDocumentsTranslation, type DocumentsT } from '../../../locales/i18n';

const DESCRIPTION_MAX = DOCUMENT_LIMITS.description;

interface UploadStatus {
  file?: string;
}

interface UploadValues {
  file: File | null;
  docType: string;
  description: string;
}

/** The form's rules, their messages in the portal's language (the type's and description's through the shared rules' wording). */
const uploadSchema = (t: DocumentsT) =>
  yup.object({
    file: yup
      .mixed<File>()
      .nullable()
      .test('file', (value, ctx) => {
        const problem = fileProblem(value ?? null, t);
        return problem === null ? true : ctx.createError({ message: problem });
      }),
    docType: yup.string().required(requiredMessage(t('upload.rules.docType'))),
    description: yup.string().max(DESCRIPTION_MAX, tooLongMessage(t('upload.rules.description'), DESCRIPTION_MAX)),
  });

export interface UploadDocumentFormProps {
  initialType: RequiredDocumentType | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

export function UploadDocumentForm({ initialType, onBusyChange, onDone }: UploadDocumentFormProps) {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const schema = useMemo(() => uploadSchema(t), [t]);
  const upload = useUploadDocument();
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  // Spec 4: opening the dialog fetches the types already uploaded (from the documents list).
  const documents = useQuery({ ...documentsQueryOptions(), refetchOnMount: 'always' });
  // A verified seller may renew a Verified document; the checklist says whether the seller is.
  const checklist = useDocumentChecklist();
  const lookupPending = documents.isPending || checklist.isPending;
  const sellerVerified = checklist.data?.isVerified ?? false;
  // Spec 8: a failed lookup counts as none uploaded.
  const options: readonly RequiredDocumentType[] = documents.data ? availableTypes(documents.data, sellerVerified) : REQUIRED_DOCUMENT_TYPES;
  const renewals = sellerVerified && documents.data ? verifiedTypes(documents.data) : new Set<RequiredDocumentType>();
  const allUploaded = !lookupPending && options.length === 0;

  const formik = useFormik<UploadValues>({
    initialValues: { file: null, docType: initialType ?? '', description: '' },
    validationSchema: schema,
    // Errors are always known; touching a field only reveals its error. (Touching with validation
    // would race a value change made in the same event and could validate the old value last.)
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      if (!values.file) return;
      const controller = new AbortController();
      abort.current = controller;
      onBusyChange(true);
      setProgress(0);
      try {
        await upload.mutateAsync({
          input: { file: values.file, docType: values.docType, description: values.description.trim() },
          onProgress: setProgress,
          signal: controller.signal,
        });
        toast.success(t('upload.success'), t('upload.successText'));
        onBusyChange(false);
        onDone();
      } catch (error) {
        onBusyChange(false);
        // Cancelled by the user: the dialog is already closing, nothing to report.
        if (controller.signal.aborted) return;
        toast.destructive(t('upload.failed'), errorMessage(error, t('upload.failedFallback')));
        // The server read the file and refused it (e.g. a renamed program): say so under the picker too.
        const serverFileError = isApiError(error) ? error.fieldErrors.file : undefined;
        if (serverFileError) helpers.setStatus({ file: serverFileError } satisfies UploadStatus);
      } finally {
        abort.current = null;
      }
    },
  });

  // A switch of language while the dialog is open: its messages are made again in the new one.
  useRevalidateOnSchemaChange(schema, formik.validateForm);

  const uploading = formik.isSubmitting;
  const { file, docType } = formik.values;
  const typeValue = (options as readonly string[]).includes(docType) ? docType : '';
  const status = formik.status as UploadStatus | undefined;
  const fileError = formik.touched.file && typeof formik.errors.file === 'string' ? formik.errors.file : status?.file;
  const canSubmit = !uploading && file !== null && fileProblem(file, t) === null && !status?.file && typeValue !== '' && !allUploaded;

  const descriptionField = fieldProps(formik, 'description', t('upload.optional'));

  const cancel = () => {
    abort.current?.abort();
    onBusyChange(false);
    onDone();
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={uploading}>
      <DialogTitle id="upload-document-title">{t('upload.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="upload-document-description" sx={{ mb: 2 }}>
          {t('upload.description')}
        </DialogContentText>
        <FileDropZone
          file={file}
          error={fileError}
          disabled={uploading}
          onChange={(next) => {
            void formik.setFieldTouched('file', true, false);
            void formik.setFieldValue('file', next, true);
            formik.setStatus(undefined);
          }}
          onTouched={() => void formik.setFieldTouched('file', true, false)}
        />
        <DocumentTypeSelect
          formik={formik}
          options={options}
          renewals={renewals}
          value={typeValue}
          lookupPending={lookupPending}
          allUploaded={allUploaded}
          disabled={uploading}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('upload.descriptionLabel')}
          margin="dense"
          {...descriptionField}
          disabled={uploading}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        />
        {uploading ? <UploadProgress percent={progress} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={cancel} color="inherit">
          {t('upload.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {t('upload.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
