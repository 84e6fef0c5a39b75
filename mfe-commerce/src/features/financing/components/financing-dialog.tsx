import * as yup from 'yup';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FormDialog, SelectField, fieldProps, formatPKR, useDialogForm, useToast } from '@agrihub/shared';
import { useApplyForFinancing } from '../api/apply-for-financing';
import { financingPurposeValues, financingTenureValues } from '@agrihub/shared';
import { FINANCING_MAX, FINANCING_MIN } from '../constants';

export const APPLICATION_SUBMITTED = 'Application submitted';
/** The dialog's title and the button that opens it. */
export const APPLY_FOR_FINANCING = 'Apply for Financing';

export interface FinancingValues {
  amount: string;
  tenureMonths: string;
  purpose: string;
}

const EMPTY: FinancingValues = { amount: '', tenureMonths: '', purpose: '' };
const RANGE = `Amount must be between ${formatPKR(FINANCING_MIN)} and ${formatPKR(FINANCING_MAX)}`;

export const financingSchema = yup.object({
  amount: yup
    .number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError('Amount must be a number')
    .required('Amount is required')
    .min(FINANCING_MIN, RANGE)
    .max(FINANCING_MAX, RANGE)
    .test('paisa', 'Amount can have at most 2 decimals', (v) => v === undefined || Math.round(v * 100) === v * 100),
  tenureMonths: yup.string().required('Tenure is required'),
  purpose: yup.string().required('Purpose is required'),
});

const FIELDS = ['amount', 'tenureMonths', 'purpose'] as const;
const TENURE_OPTIONS = financingTenureValues.map((t) => ({ value: String(t), label: `${t} months` }));

export function FinancingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const apply = useApplyForFinancing();
  const { formik, dialog } = useDialogForm({
    initialValues: EMPTY,
    validationSchema: financingSchema,
    fields: FIELDS,
    submit: (values: FinancingValues) =>
      apply.mutateAsync({ amount: Number(values.amount), tenureMonths: Number(values.tenureMonths), purpose: values.purpose }),
    onDone: (application) => toast.success(APPLICATION_SUBMITTED, `Your financing application ${application.reference} is under review by our partner bank.`),
    failure: { title: 'Could not submit the application', fallback: 'Please try again.' },
    onClose,
  });
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={APPLY_FOR_FINANCING}
      description="Working-capital financing through our partner bank. The bank reviews your application and its status is shown here."
      submitLabel="Submit Application"
      busyLabel="Submitting..."
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          {...fieldProps(formik, 'amount', `${formatPKR(FINANCING_MIN)} to ${formatPKR(FINANCING_MAX)}`)}
          label="Amount"
          type="number"
          required
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">PKR</InputAdornment> },
            htmlInput: { min: FINANCING_MIN, max: FINANCING_MAX, step: 1000, inputMode: 'decimal' },
          }}
        />
        <SelectField formik={formik} name="tenureMonths" label="Tenure" required options={TENURE_OPTIONS} />
        <SelectField formik={formik} name="purpose" label="Purpose" required options={financingPurposeValues} />
      </Box>
    </FormDialog>
  );
}
