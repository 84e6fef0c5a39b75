import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { getIn, useFormik } from 'formik';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonSearch from '@mui/icons-material/PersonSearch';
import type { QueryKey } from '@tanstack/react-query';
import { Link } from '@agrihub/shared/router';
import {
  MESSAGES,
  Permitted,
  SectionCard,
  errorMessage,
  fieldProps,
  formatPKR,
  isPakistaniPhone,
  ltr,
  requiredMessage,
  tooLongMessage,
  useDebouncedValue,
  useToast,
} from '@agrihub/shared';
import type { TextFieldBinding } from '@agrihub/shared';
import { useCreateOrder, type CreateOrderBody, type CreatedOrder } from '../api/create-order';
import { useQuote, type QuoteRequest } from '../api/get-quote';
import type { ProductOption } from '../api/get-product-options';
import type { Retailer } from '../api/get-retailers';
import { MAX_LINES, MAX_QUANTITY, TEXT_MAX, TYPING_DELAY_MS } from '../constants';
import { useRefusedFields } from '../hooks/use-refused-fields';
import { OrderLineRow } from './order-line-row';
import { OrderTotals } from './order-totals';
import { ProductPicker } from './product-picker';
import { RetailerPicker } from './retailer-picker';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

export interface OrderLine {
  product: ProductOption;
  /** As typed. */
  quantity: string;
}

export interface NewOrderValues {
  retailer: Retailer | null;
  /** The retailer is typed in below instead of chosen. */
  addingRetailer: boolean;
  retailerName: string;
  retailerCity: string;
  retailerProvince: string;
  retailerPhone: string;
  retailerAddress: string;
  deliveryAddress: string;
  notes: string;
  lines: OrderLine[];
}

const INITIAL: NewOrderValues = {
  retailer: null,
  addingRetailer: false,
  retailerName: '',
  retailerCity: '',
  retailerProvince: '',
  retailerPhone: '',
  retailerAddress: '',
  deliveryAddress: '',
  notes: '',
  lines: [],
};

const text = (label: string, max: number) => yup.string().trim().max(max, tooLongMessage(label, max));
/** A new retailer's field: required only while a new retailer is being added. */
const newRetailerText = (label: string, max: number) => text(label, max).when('addingRetailer', { is: true, then: (s) => s.required(requiredMessage(label)) });
const WHOLE = /^\d+$/;

/**
 * The server's rules (server/src/modules/orders/domain/new-order.ts) with its words, so most mistakes never leave
 * the browser. The shared rules' messages name the field in the portal's language; fieldProps shows
 * them through the shared message catalog ('{label} is required').
 */
const schemaOf = (t: OrdersT) => {
  const quantityRule = t('newOrder.quantityRule');
  return yup.object({
    addingRetailer: yup.boolean(),
    retailer: yup
      .mixed<Retailer>()
      .nullable()
      .when('addingRetailer', { is: false, then: (s) => s.required(t('newOrder.chooseRetailer')) }),
    retailerName: newRetailerText(t('newOrder.fieldName.retailerName'), TEXT_MAX.name),
    retailerCity: newRetailerText(t('common.city'), TEXT_MAX.city),
    retailerProvince: text(t('common.province'), TEXT_MAX.province),
    retailerPhone: newRetailerText(t('common.phone'), 50).test('pk-phone', MESSAGES.pickupPhone, function (v) {
      return !this.parent.addingRetailer || !v || isPakistaniPhone(v);
    }),
    retailerAddress: newRetailerText(t('common.address'), TEXT_MAX.address),
    deliveryAddress: text(t('newOrder.fieldName.deliveryAddress'), TEXT_MAX.deliveryAddress),
    notes: text(t('newOrder.fieldName.notes'), TEXT_MAX.notes),
    lines: yup
      .array(
        yup.object({
          quantity: yup
            .string()
            .trim()
            .required(quantityRule)
            .matches(WHOLE, quantityRule)
            .test('min', quantityRule, (v) => !v || !WHOLE.test(v) || Number(v) >= 1)
            .test('max', t('newOrder.quantityMax', { max: MAX_QUANTITY.toLocaleString('en-US') }), (v) => !v || !WHOLE.test(v) || Number(v) <= MAX_QUANTITY),
        }),
      )
      .min(1, t('newOrder.noLines'))
      .max(MAX_LINES, t('newOrder.maxLines', { max: MAX_LINES })),
  });
};

/** The lines as the quote and the order take them, or null while a quantity is not yet valid. */
function requestedLines(lines: readonly OrderLine[]): QuoteRequest | null {
  const out: QuoteRequest = [];
  for (const { product, quantity } of lines) {
    const n = Number(quantity.trim());
    if (!WHOLE.test(quantity.trim()) || n < 1 || n > MAX_QUANTITY) return null;
    out.push({ productId: product._id, quantity: n });
  }
  return out;
}

function toBody(values: NewOrderValues): CreateOrderBody {
  const body: CreateOrderBody = {
    lines: values.lines.map(({ product, quantity }) => ({ productId: product._id, quantity: Number(quantity.trim()) })),
  };
  if (values.addingRetailer) {
    body.retailer = {
      name: values.retailerName.trim(),
      city: values.retailerCity.trim(),
      phone: values.retailerPhone.trim(),
      address: values.retailerAddress.trim(),
    };
    if (values.retailerProvince.trim()) body.retailer.province = values.retailerProvince.trim();
  } else if (values.retailer) body.retailerId = values.retailer._id;
  if (values.deliveryAddress.trim()) body.deliveryAddress = values.deliveryAddress.trim();
  if (values.notes.trim()) body.notes = values.notes.trim();
  return body;
}

/** The server's field names (400 `errors`) as the form's. */
function formFieldOf(serverField: string): string {
  if (serverField === 'retailerId') return 'retailer';
  const retailerField = /^retailer\.(\w)(\w*)$/.exec(serverField);
  if (retailerField) return `retailer${retailerField[1]!.toUpperCase()}${retailerField[2]}`;
  return serverField.replace(/^(lines\.\d+)\.productId$/, '$1.product');
}

/** A field somewhere in the values (`lines.2.quantity`), bound as `fieldProps` binds a top-level one. */
function pathProps(formik: FormikProps<NewOrderValues>, path: string): TextFieldBinding {
  const error: unknown = getIn(formik.touched, path) ? getIn(formik.errors, path) : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return {
    name: path,
    value: getIn(formik.values, path),
    onChange: formik.handleChange,
    onBlur: () => void formik.setFieldTouched(path, true),
    error: message !== undefined,
    helperText: message ?? ' ',
  };
}

export interface NewOrderFormProps {
  /** Queries the new order changes besides the dashboard's (the orders lists). */
  refreshes: readonly QueryKey[];
  onCreated: (order: CreatedOrder) => void;
  /** Where Cancel leads (a path relative to the page's route, as Link takes it). */
  cancelTo: string;
  /** Values to start from instead of an empty order (Repeat Order: a past order's retailer and lines). */
  initialValues?: Partial<NewOrderValues>;
  /** The chosen retailer's credit beside the order, given what the order would add (null until priced). */
  credit?: (retailerId: string, due: number | null) => ReactNode;
}

/**
 * An order taken by phone: the retailer (chosen, or typed in as a new one), the products with
 * their quantities priced live by the server's active pricing rules, and notes. A refused save
 * keeps everything typed and says what is wrong at each field.
 */
export function NewOrderForm({ refreshes, onCreated, cancelTo, credit, initialValues }: NewOrderFormProps) {
  const { t } = useOrdersTranslation();
  const schema = useMemo(() => schemaOf(t), [t]);
  const toast = useToast();
  const create = useCreateOrder(refreshes);
  const refusals = useRefusedFields<NewOrderValues>(formFieldOf);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<NewOrderValues>({
    initialValues: { ...INITIAL, ...initialValues },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      refusals.clear();
      try {
        const order = await create.mutateAsync(toBody(values));
        toast.success(
          t('newOrder.created', { number: ltr(order.orderNumber) }),
          t('newOrder.createdMessage', { customer: order.customer.name, total: formatPKR(order.grandTotal) }),
        );
        onCreated(order);
      } catch (error) {
        const message = errorMessage(error, t('newOrder.saveFailed'));
        refusals.refuse(error, values);
        setFailure(message);
        toast.destructive(t('newOrder.saveFailed'), message);
      }
    },
  });
  const formik: FormikProps<NewOrderValues> = { ...form, errors: refusals.withRefusals(form.errors, form.values) };
  const { values, setFieldValue } = formik;

  // Live price: once the quantities are valid and typing has paused.
  const lines = requestedLines(values.lines);
  const linesKey = lines ? JSON.stringify(lines) : '';
  const settledKey = useDebouncedValue(linesKey, TYPING_DELAY_MS);
  const settledLines = useMemo(() => (settledKey ? (JSON.parse(settledKey) as QuoteRequest) : null), [settledKey]);
  const quote = useQuote(settledLines);
  const quoteIsCurrent = linesKey !== '' && settledKey === linesKey && quote.isSuccess && !quote.isPlaceholderData;

  // A picked product's quantity gets the focus (selected, so typing replaces it).
  const quantityInputs = useRef(new Map<string, HTMLInputElement>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const input = quantityInputs.current.get(focusNext.current);
    focusNext.current = null;
    input?.focus();
    input?.select();
  });

  const pick = (product: ProductOption) => {
    const at = values.lines.findIndex((l) => l.product._id === product._id);
    focusNext.current = product._id;
    if (at < 0) {
      void setFieldValue('lines', [...values.lines, { product, quantity: '1' }]);
      return;
    }
    // Already on the order: one more of it on its line, not a second line.
    const typed = values.lines[at]!.quantity.trim();
    const next = WHOLE.test(typed) ? Number(typed) + 1 : 1;
    void setFieldValue(`lines.${at}.quantity`, String(next));
  };

  const remove = (productId: string) =>
    void setFieldValue(
      'lines',
      values.lines.filter((l) => l.product._id !== productId),
    );

  const retailerError = formik.touched.retailer || formik.submitCount > 0 ? (formik.errors.retailer as string | undefined) : undefined;
  const linesError = formik.submitCount > 0 && typeof formik.errors.lines === 'string' ? formik.errors.lines : undefined;
  const defaultDelivery = values.addingRetailer
    ? [values.retailerAddress.trim(), values.retailerCity.trim()].filter(Boolean).join(', ')
    : values.retailer
      ? [values.retailer.address, values.retailer.city].filter(Boolean).join(', ')
      : '';
  const onOrder = new Set(values.lines.map((l) => l.product._id));
  // Bound before rendering: the fields' names are not texts a user reads.
  const field = {
    retailerName: fieldProps(formik, 'retailerName'),
    retailerCity: fieldProps(formik, 'retailerCity'),
    retailerProvince: fieldProps(formik, 'retailerProvince', t('newOrder.optional')),
    retailerPhone: fieldProps(formik, 'retailerPhone'),
    retailerAddress: fieldProps(formik, 'retailerAddress'),
    deliveryAddress: fieldProps(
      formik,
      'deliveryAddress',
      defaultDelivery ? t('newOrder.deliverTo', { address: defaultDelivery }) : t('newOrder.deliverToRetailer'),
    ),
    notes: fieldProps(formik, 'notes', t('newOrder.notesHelp')),
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 3, maxWidth: 1040, minWidth: 0 }}>
      <SectionCard title={t('common.retailer')}>
        {values.addingRetailer ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
            <TextField label={t('newOrder.retailerName')} required fullWidth {...field.retailerName} sx={{ gridColumn: '1 / -1' }} />
            <TextField label={t('common.city')} required fullWidth autoComplete="address-level2" {...field.retailerCity} />
            <TextField label={t('common.province')} fullWidth autoComplete="address-level1" {...field.retailerProvince} />
            <TextField label={t('common.phone')} required fullWidth type="tel" placeholder="03001234567" {...field.retailerPhone} />
            <TextField label={t('common.address')} required fullWidth autoComplete="street-address" {...field.retailerAddress} />
          </Box>
        ) : (
          <RetailerPicker
            value={values.retailer}
            onChange={(retailer) => void setFieldValue('retailer', retailer)}
            onBlur={() => void formik.setFieldTouched('retailer', true)}
            error={retailerError}
          />
        )}
        {!values.addingRetailer && values.retailer && credit
          ? credit(values.retailer._id, quote.data && values.lines.length > 0 && quoteIsCurrent ? quote.data.grandTotal : null)
          : null}
        <Button
          size="small"
          startIcon={values.addingRetailer ? <PersonSearch /> : <PersonAddAlt />}
          onClick={() => void setFieldValue('addingRetailer', !values.addingRetailer)}
          sx={{ mb: 2 }}
        >
          {values.addingRetailer ? t('newOrder.chooseExisting') : t('newOrder.addNew')}
        </Button>
        <TextField label={t('newOrder.deliveryAddress')} fullWidth {...field.deliveryAddress} />
      </SectionCard>

      <SectionCard title={t('newOrder.products')}>
        <ProductPicker onPick={pick} onOrder={onOrder} />
        {values.lines.length > 0 ? (
          <Box component="ul" aria-label={t('orderDetails.lines')} sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
            {values.lines.map((line, i) => {
              const priced = quote.data?.lines.find((q) => q.productId === line.product._id && q.quantity === Number(line.quantity.trim()));
              const productError: unknown = getIn(formik.errors, `lines.${i}.product`);
              return (
                <OrderLineRow
                  key={line.product._id}
                  product={line.product}
                  quantity={pathProps(formik, `lines.${i}.quantity`)}
                  priced={lines ? priced : undefined}
                  productError={typeof productError === 'string' ? productError : undefined}
                  quantityRef={(input) => {
                    if (input) quantityInputs.current.set(line.product._id, input);
                    else quantityInputs.current.delete(line.product._id);
                  }}
                  onRemove={() => remove(line.product._id)}
                />
              );
            })}
          </Box>
        ) : (
          <Typography color={linesError ? 'error' : 'text.secondary'} role={linesError ? 'alert' : undefined}>
            {linesError ?? t('newOrder.noProducts')}
          </Typography>
        )}
        {values.lines.length > 0 && linesError ? (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {linesError}
          </Typography>
        ) : null}
        {quote.isError && lines ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(quote.error, t('newOrder.priceFailed'))}
          </Alert>
        ) : null}
        {quote.data && values.lines.length > 0 ? <OrderTotals quote={quote.data} stale={!quoteIsCurrent} /> : null}
      </SectionCard>

      <SectionCard title={t('newOrder.notes')}>
        <TextField label={t('newOrder.notes')} fullWidth multiline minRows={3} {...field.notes} />
      </SectionCard>

      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={cancelTo} color="inherit" disabled={formik.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Permitted area="orders">
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('common.saving') : t('newOrder.saveOrder')}
          </Button>
        </Permitted>
      </Stack>
    </Box>
  );
}
