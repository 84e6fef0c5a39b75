import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import * as yup from 'yup';
import { FormDialog, MONEY_RE, SelectField, fieldProps, formatPKR, useDialogForm, useToast } from '@agrihub/shared';
import type { PaymentTerms } from '@agrihub/shared';
import type { AccountDetail } from '../api/get-account';
import { useUpdateCreditTerms } from '../api/update-credit-terms';
import { NO_LIMIT, TERMS_LABELS, choicesOf } from '../constants';
import { termsDescription } from './terms-text';
import { useCreditSettings } from '../api/get-credit-settings';

export const EDIT_CREDIT_TERMS = 'Edit credit terms';
export const CREDIT_LIMIT_RULE = 'Credit limit must be an amount in PKR (0 or more, at most 2 decimals), or empty for no limit';
export const CREDIT_TERMS_FAILED = 'Could not save the credit terms';

interface CreditTermsValues {
  /** As typed; empty for no limit. */
  creditLimit: string;
  paymentTerms: PaymentTerms;
}

const FIELDS = ['creditLimit', 'paymentTerms'] as const;

/** What the server accepts (commas allowed, as in '500,000'). */
const plainAmount = (typed: string) => typed.trim().replace(/,/g, '');

const schema = yup.object({
  creditLimit: yup.string().test('money', CREDIT_LIMIT_RULE, (v) => plainAmount(v ?? '') === '' || MONEY_RE.test(plainAmount(v ?? ''))),
  paymentTerms: yup.string().required('Choose the payment terms'),
});

export interface CreditTermsDialogProps {
  account: AccountDetail;
  open: boolean;
  onClose: () => void;
}

/** A retailer's credit limit (empty: no limit) and payment terms; invoices already posted keep their due dates. */
export function CreditTermsDialog({ account, open, onClose }: CreditTermsDialogProps) {
  const toast = useToast();
  const settings = useCreditSettings();
  const mutation = useUpdateCreditTerms();
  const { formik, dialog } = useDialogForm<CreditTermsValues, AccountDetail>({
    initialValues: { creditLimit: account.creditLimit === null ? '' : String(account.creditLimit), paymentTerms: account.paymentTerms },
    validationSchema: schema,
    fields: FIELDS,
    submit: (values) => {
      const limit = plainAmount(values.creditLimit);
      return mutation.mutateAsync({ id: account._id, creditLimit: limit === '' ? null : limit, paymentTerms: values.paymentTerms });
    },
    onDone: (saved) =>
      toast.success(
        'Credit terms saved',
        `${saved.name}: ${saved.creditLimit === null ? NO_LIMIT.toLowerCase() : `limit ${formatPKR(saved.creditLimit)}`}, ${TERMS_LABELS[saved.paymentTerms]}.`,
      ),
    failure: { title: CREDIT_TERMS_FAILED, fallback: 'Please try again.' },
    onClose,
  });
  const termsOptions = choicesOf(TERMS_LABELS).map((o) => ({ ...o, label: termsDescription(o.value, settings.data) }));

  return (
    <FormDialog
      open={open}
      onClose={dialog.onClose}
      onSubmit={dialog.onSubmit}
      busy={dialog.busy}
      title={EDIT_CREDIT_TERMS}
      description={`${account.name}: new invoices fall due by these terms; invoices already posted keep their due dates.`}
      submitLabel="Save"
      busyLabel="Saving..."
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
        <TextField
          label="Credit limit (PKR)"
          fullWidth
          autoFocus
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">PKR</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          {...fieldProps(formik, 'creditLimit', 'Leave empty for no limit')}
        />
        <SelectField formik={formik} name="paymentTerms" label="Payment terms" options={termsOptions} required />
      </Box>
    </FormDialog>
  );
}
