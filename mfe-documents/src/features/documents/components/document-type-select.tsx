import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { fieldProps } from '@agrihub/shared';
import ListItemText from '@mui/material/ListItemText';
import { ALL_UPLOADED, RENEWAL_NOTE } from '../constants';
import type { RequiredDocumentType } from '../document-rules';

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
  const typeField = fieldProps(formik, 'docType' as keyof Values & string, renewals.has(value as RequiredDocumentType) ? RENEWAL_NOTE : undefined);
  return (
    <TextField
      select
      fullWidth
      required
      label="Document Type"
      margin="dense"
      {...typeField}
      value={value}
      disabled={disabled || lookupPending || allUploaded}
      helperText={lookupPending ? 'Loading document types...' : typeField.helperText}
      slotProps={{
        select: {
          displayEmpty: allUploaded,
          renderValue: (value) => (allUploaded ? ALL_UPLOADED : String(value)),
          onClose: () => void formik.setFieldTouched('docType', true, false),
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } },
        },
        inputLabel: allUploaded ? { shrink: true } : undefined,
      }}
    >
      {options.map((t) => (
        <MenuItem key={t} value={t} sx={{ whiteSpace: 'normal' }}>
          {renewals.has(t) ? <ListItemText primary={t} secondary={RENEWAL_NOTE} sx={{ my: 0 }} /> : t}
        </MenuItem>
      ))}
    </TextField>
  );
}
