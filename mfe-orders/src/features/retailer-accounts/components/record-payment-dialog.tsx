import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn } from 'formik';
import * as yup from 'yup';
import { FormDialog, MONEY_RE, SelectField, fieldProps, formatDate, formatPKR, isApiError, ltr, pakistanToday, useDialogForm, useToast } from '@agrihub/shared';
import type { PaymentMethod } from '@agrihub/shared';
import type { AccountDetail, LedgerInvoice } from '../api/get-account';
import { useRecordPayment, type PaymentBody, type RecordedPayment } from '../api/record-payment';
import { PAYMENT_METHODS, choicesOf, methodLabel } from '../constants';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';
import { formatBalance } from '../../../lib/money';

const REFERENCE_MAX = 100;

interface Allocation {
  invoiceId: string;
  picked: boolean;
  /** As typed. */
  amount: string;
}

interface PaymentValues {
  amount: string;
  receivedOn: string;
  method: PaymentMethod | '';
  reference: string;
  applyTo: 'oldest' | 'choose';
  /** One per open invoice, in the order they are listed. */
  allocations: Allocation[];
}

const FIELDS = ['amount', 'receivedOn', 'method', 'reference', 'allocations'] as const;

/** Rupees as typed ('25,000.5') in paisa, or null when it is not an amount. */
function paisaOf(typed: string | undefined): number | null {
  // Formik hands yup an emptied field as undefined.
  const plain = (typed ?? '').trim().replace(/,/g, '');
  const m = MONEY_RE.exec(plain);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}
const positive = (typed: string | undefined) => (paisaOf(typed) ?? 0) > 0;

/** An invoice's amount counts while it is ticked and invoices are being chosen (the form's values are two levels up). */
const counts = (ctx: yup.TestContext) =>
  Boolean((ctx.parent as Allocation).picked) && (ctx.from?.[1]?.value as PaymentValues | undefined)?.applyTo === 'choose';

/** The server's rules, checked before sending (docs: POST /retailer-accounts/:id/payments). */
function schemaOf(t: OrdersT, openOf: (invoiceId: string) => LedgerInvoice | undefined) {
  const amountRule = t('payment.amountRule');
  return yup.object({
    amount: yup.string().test('amount', amountRule, positive),
    receivedOn: yup
      .string()
      .required(t('payment.dateRequired'))
      .test('past', t('payment.futureDate'), (v) => !v || v <= pakistanToday()),
    method: yup.string().required(t('payment.methodRequired')),
    reference: yup
      .string()
      .trim()
      .max(REFERENCE_MAX, t('payment.referenceTooLong', { max: REFERENCE_MAX }))
      .when('method', { is: (m: string) => m !== '' && m !== 'cash', then: (s) => s.required(t('payment.referenceRequired')) }),
    applyTo: yup.string(),
    allocations: yup
      .array(
        yup.object({
          invoiceId: yup.string().required(),
          picked: yup.boolean(),
          amount: yup
            .string()
            .test('amount', amountRule, function (v) {
              return !counts(this) || positive(v);
            })
            .test('open', function (v) {
              const invoice = openOf(this.parent.invoiceId as string);
              if (!counts(this) || !invoice || (paisaOf(v) ?? 0) <= Math.round(invoice.open * 100)) return true;
              return this.createError({ message: t('payment.invoiceOpenOnly', { invoice: ltr(invoice.invoiceNumber), open: formatPKR(invoice.open) }) });
            }),
        }),
      )
      .test('fits', t('payment.overApplied'), function (list) {
        const values = this.parent as PaymentValues;
        if (values.applyTo !== 'choose') return true;
        const amount = paisaOf(values.amount);
        return amount === null || applied(list as Allocation[]) <= amount;
      }),
  });
}

/** The paisa the picked invoices take. */
const applied = (list: Allocation[]) => list.filter((a) => a.picked).reduce((sum, a) => sum + (paisaOf(a.amount) ?? 0), 0);

/** What the server gets: amounts without commas, a reference only when typed, allocations only when chosen. */
function bodyOf(values: PaymentValues): { body: PaymentBody; sent: number[] } {
  const body: PaymentBody = { amount: values.amount.trim().replace(/,/g, ''), receivedOn: values.receivedOn, method: values.method };
  if (values.reference.trim()) body.reference = values.reference.trim();
  const sent: number[] = [];
  if (values.applyTo === 'choose') {
    body.allocations = [];
    values.allocations.forEach((a, i) => {
      if (!a.picked) return;
      sent.push(i);
      body.allocations!.push({ invoiceId: a.invoiceId, amount: a.amount.trim().replace(/,/g, '') });
    });
  }
  return { body, sent };
}

export interface RecordPaymentDialogProps {
  account: AccountDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * A payment received from the retailer: amount, day, method, reference (not for cash) and where it
 * goes: the oldest invoices first, or chosen invoices (each up to what it has open); money beyond
 * every open invoice stays on the account as credit.
 */
export function RecordPaymentDialog({ account, open, onClose }: RecordPaymentDialogProps) {
  const { t } = useOrdersTranslation();
  const toast = useToast();
  const mutation = useRecordPayment();
  const openInvoices = account.invoices.filter((i) => i.open > 0 && !i.reversed);
  const validationSchema = useMemo(() => {
    const invoices = account.invoices.filter((i) => i.open > 0 && !i.reversed);
    return schemaOf(t, (id) => invoices.find((i) => i._id === id));
  }, [t, account.invoices]);
  // The server's messages for chosen invoices (allocations.N.amount names the Nth one sent), kept
  // with the amounts they were given for, as the shared form keeps its own fields' messages.
  const [refusedAllocations, setRefusedAllocations] = useState<{ amounts: string[]; errors: Record<number, string> } | null>(null);

  const { formik, dialog } = useDialogForm<PaymentValues, RecordedPayment>({
    initialValues: {
      amount: '',
      receivedOn: pakistanToday(),
      method: '',
      reference: '',
      applyTo: 'oldest',
      allocations: openInvoices.map((i) => ({ invoiceId: i._id, picked: false, amount: '' })),
    },
    validationSchema,
    fields: FIELDS,
    submit: async (values) => {
      const { body, sent } = bodyOf(values);
      setRefusedAllocations(null);
      try {
        return await mutation.mutateAsync({ id: account._id, body });
      } catch (error) {
        const errors: Record<number, string> = {};
        if (isApiError(error))
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            const m = /^allocations\.(\d+)\.(amount|invoiceId)$/.exec(field);
            const index = m ? sent[Number(m[1])] : undefined;
            if (index !== undefined) errors[index] = message;
          }
        if (Object.keys(errors).length > 0) setRefusedAllocations({ amounts: values.allocations.map((a) => a.amount), errors });
        throw error;
      }
    },
    onDone: (answer) =>
      toast.success(
        t('payment.recorded', { amount: formatPKR(answer.payment.amount) }),
        t('payment.recordedMessage', { name: account.name, outstanding: formatBalance(t, answer.account.outstanding) }),
      ),
    failure: { title: t('payment.failed'), fallback: t('common.tryAgain') },
    onClose,
  });
  // Bound before rendering: the fields' names are not texts a user reads.
  const field = {
    amount: fieldProps(formik, 'amount'),
    receivedOn: fieldProps(formik, 'receivedOn'),
    reference: fieldProps(formik, 'reference', t('payment.referenceHelp')),
  };
  const choosing = formik.values.applyTo === 'choose';
  const amountPaisa = paisaOf(formik.values.amount) ?? 0;
  const left = amountPaisa - applied(formik.values.allocations);

  const allocationError = (i: number): string | undefined => {
    const own =
      getIn(formik.touched, `allocations.${i}.amount`) || formik.submitCount > 0 ? (getIn(formik.errors, `allocations.${i}.amount`) as unknown) : undefined;
    if (typeof own === 'string') return own;
    const refused = refusedAllocations?.errors[i];
    return refused !== undefined && refusedAllocations?.amounts[i] === formik.values.allocations[i]?.amount ? refused : undefined;
  };
  const listError = typeof formik.errors.allocations === 'string' && (formik.submitCount > 0 || choosing) ? formik.errors.allocations : undefined;

  const toggle = (i: number, invoice: LedgerInvoice) => {
    const was = formik.values.allocations[i]!;
    void formik.setFieldValue(`allocations.${i}`, { ...was, picked: !was.picked, amount: was.picked ? '' : String(invoice.open) });
  };

  return (
    <FormDialog
      open={open}
      {...dialog}
      title={t('retailer.recordPayment')}
      description={t('payment.description', { name: account.name })}
      submitLabel={t('payment.submit')}
      busyLabel={t('payment.busy')}
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('payment.amountLabel')} required autoFocus slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...field.amount} />
        <TextField
          label={t('payment.dateLabel')}
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: pakistanToday() } }}
          {...field.receivedOn}
        />
        <SelectField
          formik={formik}
          name="method"
          label={t('payment.method')}
          options={choicesOf(PAYMENT_METHODS, (m) => methodLabel(t, m))}
          placeholder={t('payment.methodPlaceholder')}
          required
        />
        <TextField
          label={t('payment.reference')}
          required={formik.values.method !== '' && formik.values.method !== 'cash'}
          slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
          {...field.reference}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
        <FormLabel component="legend">{t('payment.applyTo')}</FormLabel>
        <RadioGroup row name="applyTo" value={formik.values.applyTo} onChange={formik.handleChange}>
          <FormControlLabel value="oldest" control={<Radio />} label={t('payment.oldestFirst')} />
          <FormControlLabel value="choose" control={<Radio />} label={t('payment.chooseInvoices')} disabled={openInvoices.length === 0} />
        </RadioGroup>
        {choosing ? (
          <Box role="group" aria-label={t('payment.openInvoices')} sx={{ mt: 1 }}>
            {openInvoices.map((invoice, i) => {
              const row = formik.values.allocations[i]!;
              const error = allocationError(i);
              return (
                <Box
                  key={invoice._id}
                  data-testid="allocation-row"
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
                >
                  <FormControlLabel
                    sx={{ flex: '1 1 220px', mr: 0 }}
                    control={<Checkbox checked={row.picked} onChange={() => toggle(i, invoice)} />}
                    label={
                      <>
                        <Typography component="span" sx={{ fontWeight: 600 }}>
                          {ltr(invoice.invoiceNumber)}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {t('payment.invoiceDue', { due: formatDate(invoice.dueDate), open: formatPKR(invoice.open) })}
                        </Typography>
                      </>
                    }
                  />
                  {row.picked ? (
                    <TextField
                      size="small"
                      label={t('payment.amountFor', { invoice: ltr(invoice.invoiceNumber) })}
                      name={`allocations.${i}.amount`}
                      value={row.amount}
                      onChange={formik.handleChange}
                      onBlur={() => void formik.setFieldTouched(`allocations.${i}.amount`, true)}
                      error={error !== undefined}
                      helperText={error ?? ' '}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      sx={{ flex: '0 1 200px' }}
                    />
                  ) : null}
                </Box>
              );
            })}
            <Typography data-testid="left-to-apply" sx={{ mt: 1, fontWeight: 600, color: left < 0 ? 'error.main' : undefined }}>
              {t('payment.leftToApply', { amount: formatPKR(left / 100) })}
            </Typography>
            {left > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('payment.leftoverNote')}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      </Box>
    </FormDialog>
  );
}
