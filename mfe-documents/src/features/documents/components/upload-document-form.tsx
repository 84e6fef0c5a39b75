import { useRef, useState } from 'react';
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
import { errorMessage, fieldProps, isApiError, useToast } from '@agrihub/shared';
import { useDocumentChecklist } from '../api/get-document-checklist';
import { documentsQueryOptions } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import { REQUIRED_DOCUMENT_TYPES, TYPE_REQUIRED } from '../constants';
import { availableTypes, fileProblem, verifiedTypes } from '../document-rules';
import type { RequiredDocumentType } from '../document-rules';
import { DocumentTypeSelect } from './document-type-select';
import { FileDropZone } from './file-drop-zone';
import { UploadProgress } from './upload-progress';

export const DIALOG_TITLE = 'Upload New Document';
export const DIALOG_DESCRIPTION = 'Upload compliance documents and business certificates to your document library.';
export const SUBMIT_LABEL = 'Upload Document';
export const UPLOAD_SUCCESS_TITLE = 'Document Uploaded';
export const UPLOAD_SUCCESS_TEXT = 'Document has been successfully uploaded to the document center.';
export const UPLOAD_FAILED_TITLE = 'Upload failed';
export const UPLOAD_FAILED_FALLBACK = 'Could not upload document';
export const DESCRIPTION_MAX = 500;

interface UploadStatus {
  file?: string;
}

interface UploadValues {
  file: File | null;
  docType: string;
  description: string;
}

const schema = yup.object({
  file: yup
    .mixed<File>()
    .nullable()
    .test('file', (value, ctx) => {
      const problem = fileProblem(value ?? null);
      return problem === null ? true : ctx.createError({ message: problem });
    }),
  docType: yup.string().required(TYPE_REQUIRED),
  description: yup.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
});

export interface UploadDocumentFormProps {
  initialType: RequiredDocumentType | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}

export function UploadDocumentForm({ initialType, onBusyChange, onDone }: UploadDocumentFormProps) {
  const toast = useToast();
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
        toast.success(UPLOAD_SUCCESS_TITLE, UPLOAD_SUCCESS_TEXT);
        onBusyChange(false);
        onDone();
      } catch (error) {
        onBusyChange(false);
        // Cancelled by the user: the dialog is already closing, nothing to report.
        if (controller.signal.aborted) return;
        toast.destructive(UPLOAD_FAILED_TITLE, errorMessage(error, UPLOAD_FAILED_FALLBACK));
        // The server read the file and refused it (e.g. a renamed program): say so under the picker too.
        const serverFileError = isApiError(error) ? error.fieldErrors.file : undefined;
        if (serverFileError) helpers.setStatus({ file: serverFileError } satisfies UploadStatus);
      } finally {
        abort.current = null;
      }
    },
  });

  const uploading = formik.isSubmitting;
  const { file, docType } = formik.values;
  const typeValue = (options as readonly string[]).includes(docType) ? docType : '';
  const status = formik.status as UploadStatus | undefined;
  const fileError = formik.touched.file && typeof formik.errors.file === 'string' ? formik.errors.file : status?.file;
  const canSubmit = !uploading && file !== null && fileProblem(file) === null && !status?.file && typeValue !== '' && !allUploaded;

  const cancel = () => {
    abort.current?.abort();
    onBusyChange(false);
    onDone();
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={uploading}>
      <DialogTitle id="upload-document-title">{DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="upload-document-description" sx={{ mb: 2 }}>
          {DIALOG_DESCRIPTION}
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
          label="Description"
          margin="dense"
          {...fieldProps(formik, 'description', 'Optional')}
          disabled={uploading}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        />
        {uploading ? <UploadProgress percent={progress} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={cancel} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {SUBMIT_LABEL}
        </Button>
      </DialogActions>
    </Box>
  );
}
