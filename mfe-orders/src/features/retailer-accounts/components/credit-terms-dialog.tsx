import { useMemo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import * as yup from 'yup';
import { FormDialog, MONEY_RE, SelectField, fieldProps, formatPKR, useDialogForm, useToast } from '@agrihub/shared';
import type { PaymentTerms } from '@agrihub/shared';
import type { AccountDetail } from '../api/get-account';
import { useUpdateCreditTerms } from '../api/update-credit-terms';
import { PAYMENT_TERMS, choicesOf, termsLabel } from '../constants';
import { termsDescription } from './terms-text';
import { useCreditSettings } from '../api/get-credit-settings';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

interface CreditTermsValues {
  /** As typed; empty for no limit. */
  creditLimit: string;
  paymentTerms: PaymentTerms;
}

const FIELDS = ['creditLimit', 'paymentTerms'] as const;

/** What the server accepts (commas allowed, as in '500,000'). */
const plainAmount = (typed: string) => typed.trim().replace(/,/g, '');

const schemaOf = (t: OrdersT) =>
  yup.object({
    creditLimit: yup.string().test('money', t('creditTerms.limitRule'), (v) => plainAmount(v ?? '') === '' || MONEY_RE.test(plainAmount(v ?? ''))),
    paymentTerms: yup.string().required(t('creditTerms.termsRequired')),
  });

export interface CreditTermsDialogProps {
  account: AccountDetail;
  open: boolean;
  onClose: () => void;
}

/** A retailer's credit limit (empty: no limit) and payment terms; invoices already posted keep their due dates. */
export function CreditTermsDialog({ account, open, onClose }: CreditTermsDialogProps) {
  const { t } = useOrdersTranslation();
  const validationSchema = useMemo(() => schemaOf(t), [t]);
  const toast = useToast();
  const settings = useCreditSettings();
  const mutation = useUpdateCreditTerms();
  const { formik, dialog } = useDialogForm<CreditTermsValues, AccountDetail>({
    initialValues: { creditLimit: account.creditLimit === null ? '' : String(account.creditLimit), paymentTerms: account.paymentTerms },
    validationSchema,
    fields: FIELDS,
    submit: (values) => {
      const limit = plainAmount(values.creditLimit);
      return mutation.mutateAsync({ id: account._id, creditLimit: limit === '' ? null : limit, paymentTerms: values.paymentTerms });
    },
    onDone: (saved) =>
      toast.success(
        t('creditTerms.saved'),
        t('creditTerms.savedMessage', {
          name: saved.name,
          limit: saved.creditLimit === null ? t('creditTerms.savedNoLimit') : t('creditTerms.savedLimit', { amount: formatPKR(saved.creditLimit) }),
          terms: termsLabel(t, saved.paymentTerms),
        }),
      ),
    failure: { title: t('creditTerms.failed'), fallback: t('common.tryAgain') },
    onClose,
  });
  // Bound before rendering: the field's name is not a text a user reads.
  const creditLimit = fieldProps(formik, 'creditLimit', t('creditTerms.limitHelp'));
  const termsOptions = choicesOf(PAYMENT_TERMS, (terms) => termsDescription(t, terms, settings.data));

  return (
    <FormDialog
      open={open}
      {...dialog}
      title={t('retailer.editTerms')}
      description={t('creditTerms.description', { name: account.name })}
      submitLabel={t('common.save')}
      busyLabel={t('common.saving')}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
        <TextField
          label={t('creditTerms.limitLabel')}
          fullWidth
          autoFocus
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{t('common.currency')}</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          {...creditLimit}
        />
        <SelectField formik={formik} name="paymentTerms" label={t('creditTerms.termsLabel')} options={termsOptions} required />
      </Box>
    </FormDialog>
  );
}
