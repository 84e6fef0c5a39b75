import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { fieldProps } from '@agrihub/shared';
import ListItemText from '@mui/material/ListItemText';
import { documentTypeName } from '../constants';
import type { RequiredDocumentType } from '../document-rules';
import { useDocumentsTranslation } from '../../../locales/i18n';

export interface DocumentTypeSelectProps<Values extends { docType: string }> {
  formik: FormikProps<Values>;
  /** The types still to upload, in the spec's order. */
  options: readonly RequiredDocumentType[];
  /** The options that would renew a Verified document (a verified seller's): said on the option and under the select. */
  renewals: ReadonlySet<RequiredDocumentType>;
  /** The chosen type if it is still one of the options, else ''. */
  value: string;
  /** The types already uploaded are still being looked up. */
  lookupPending: boolean;
  /** Every type has a live document: the select says so and is disabled. */
  allUploaded: boolean;
  disabled: boolean;
}

/** The upload dialog's Document Type: only the types not yet uploaded, or "All documents uploaded". */
export function DocumentTypeSelect<Values extends { docType: string }>({
  formik,
  options,
  renewals,
  value,
  lookupPending,
  allUploaded,
  disabled,
}: DocumentTypeSelectProps<Values>) {
  const { t } = useDocumentsTranslation();
  const renewalNote = t('upload.renewal');
  const typeField = fieldProps(formik, 'docType' as keyof Values & string, renewals.has(value as RequiredDocumentType) ? renewalNote : undefined);
  return (
    <TextField
      select
      fullWidth
      required
      label={t('upload.type')}
      margin="dense"
      {...typeField}
      value={value}
      disabled={disabled || lookupPending || allUploaded}
      helperText={lookupPending ? t('upload.loadingTypes') : typeField.helperText}
      slotProps={{
        select: {
          displayEmpty: allUploaded,
          renderValue: (value) => (allUploaded ? t('upload.allUploaded') : documentTypeName(String(value), t)),
          onClose: () => void formik.setFieldTouched('docType', true, false),
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } },
        },
        inputLabel: allUploaded ? { shrink: true } : undefined,
      }}
    >
      {options.map((type) => (
        <MenuItem key={type} value={type} sx={{ whiteSpace: 'normal' }}>
          {renewals.has(type) ? <ListItemText primary={documentTypeName(type, t)} secondary={renewalNote} sx={{ my: 0 }} /> : documentTypeName(type, t)}
        </MenuItem>
      ))}
    </TextField>
  );
}
