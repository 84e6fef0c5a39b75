import { useMemo } from 'react';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FormDialog, SelectField, fieldProps, formatPKR, ltr, useDialogForm, useToast } from '@agrihub/shared';
import { useCommerceTranslation, type CommerceT } from '../../../locales/i18n';
import { useApplyForFinancing } from '../api/apply-for-financing';
import { financingPurposeValues, financingTenureValues } from '@agrihub/shared';
import { FINANCING_MAX, FINANCING_MIN, financingPurposeLabel } from '../constants';

export interface FinancingValues {
  amount: string;
  tenureMonths: string;
  purpose: string;
}

const EMPTY: FinancingValues = { amount: '', tenureMonths: '', purpose: '' };

/** The amount as a person types it ('1,500,000', ' 75000 ') in the plain digits the API takes. */
const plainAmount = (typed: string) => typed.trim().replace(/,/g, '');

export const financingSchema = (t: CommerceT) => {
  const range = t('financing.dialog.errors.amountRange', { min: formatPKR(FINANCING_MIN), max: formatPKR(FINANCING_MAX) });
  return yup.object({
    amount: yup
      .number()
      .transform((value: unknown, original: unknown) => {
        if (typeof original !== 'string') return value;
        const plain = plainAmount(original);
        return plain === '' ? undefined : /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : NaN;
      })
      .typeError(t('financing.dialog.errors.amountNumber'))
      .required(t('financing.dialog.errors.amountRequired'))
      .min(FINANCING_MIN, range)
      .max(FINANCING_MAX, range)
      .test('paisa', t('financing.dialog.errors.amountDecimals'), (v) => v === undefined || Math.round(v * 100) === v * 100),
    tenureMonths: yup.string().required(t('financing.dialog.errors.tenureRequired')),
    purpose: yup.string().required(t('financing.dialog.errors.purposeRequired')),
  });
};

const FIELDS = ['amount', 'tenureMonths', 'purpose'] as const;
const tenureOptions = (t: CommerceT) =>
  financingTenureValues.map((months) => ({ value: String(months), label: t('financing.dialog.tenureMonths', { count: months }) }));
const purposeOptions = (t: CommerceT) => financingPurposeValues.map((value) => ({ value, label: financingPurposeLabel(t, value) }));

export function FinancingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useCommerceTranslation();
  const toast = useToast();
  const apply = useApplyForFinancing();
  const validationSchema = useMemo(() => financingSchema(t), [t]);
  const { formik, dialog } = useDialogForm({
    initialValues: EMPTY,
    validationSchema,
    fields: FIELDS,
    submit: (values: FinancingValues) =>
      apply.mutateAsync({ amount: Number(plainAmount(values.amount)), tenureMonths: Number(values.tenureMonths), purpose: values.purpose }),
    onDone: (application) => toast.success(t('financing.dialog.submitted'), t('financing.dialog.submittedText', { reference: ltr(application.reference) })),
    failure: { title: t('financing.dialog.failed'), fallback: t('common.tryAgain') },
    onClose,
  });
  // The amount field's binding (value, handlers, error or the bank's range), made before the markup.
  const amountField = fieldProps(formik, 'amount', t('financing.dialog.amountHelper', { min: formatPKR(FINANCING_MIN), max: formatPKR(FINANCING_MAX) }));
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={t('financing.applyForFinancing')}
      description={t('financing.dialog.description')}
      submitLabel={t('financing.dialog.submit')}
      busyLabel={t('financing.dialog.submitting')}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          {...amountField}
          label={t('financing.dialog.amount')}
          required
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{t('financing.dialog.currency')}</InputAdornment> },
            // Text, not a number input: people write 1,500,000, which a number input refuses to take.
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          }}
        />
        <SelectField formik={formik} name="tenureMonths" label={t('financing.dialog.tenure')} required options={tenureOptions(t)} />
        <SelectField formik={formik} name="purpose" label={t('financing.dialog.purpose')} required options={purposeOptions(t)} />
      </Box>
    </FormDialog>
  );
}
