import { useMemo, type FormEvent } from 'react';
import * as yup from 'yup';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormDialog, Ltr, MESSAGES, SelectField, fieldProps, isPakistaniPhone, ltr, useDialogForm, useToast } from '@agrihub/shared';
import { pickupTimeSlotValues, pickupUrgencyValues, type ApiBody } from '@agrihub/shared';
import { addDays, formatDay, pktToday } from '../../../lib/dates';
import type { ReadyOrder } from '../api/get-logistics-overview';
import { useSchedulePickup } from '../api/schedule-pickup';
import { useCommerceTranslation, type CommerceT } from '../../../locales/i18n';
import { retailerAndCity, timeSlots, urgencies } from '../constants';

const MAX_DAYS_AHEAD = 90;
/** Examples of what the fields take, written the same in every language. */
const ORDER_NUMBER_EXAMPLE = 'ORD-100123';
const PHONE_EXAMPLE = '03001234567';

/** The form holds every field of the request as text (the API's body, all of it required here). */
export type PickupValues = Required<{ [K in keyof ApiBody<'/api/seller/logistics/pickups', 'post'>]: string }>;

export const EMPTY_PICKUP: PickupValues = {
  orderNumber: '',
  retailer: '',
  pickupAddress: '',
  city: '',
  contactPerson: '',
  contactPhone: '',
  date: '',
  timeSlot: 'morning',
  urgency: 'normal',
  notes: '',
};

/** Spec 5: order number, retailer, pickup address and date are required (city is marked required too). */
const REQUIRED = ['orderNumber', 'retailer', 'pickupAddress', 'city', 'date'] as const;

export const pickupSchema = (t: CommerceT) => {
  const required = t('logistics.pickup.errors.required');
  const tooLong = (max: number) => t('logistics.pickup.errors.tooLong', { max });
  return yup.object({
    orderNumber: yup.string().trim().required(required).max(40, tooLong(40)),
    retailer: yup.string().trim().required(required).max(200, tooLong(200)),
    pickupAddress: yup.string().trim().required(required).max(500, tooLong(500)),
    city: yup.string().trim().required(required).max(100, tooLong(100)),
    contactPerson: yup.string().trim().max(200, tooLong(200)),
    contactPhone: yup
      .string()
      .trim()
      .test('pk-phone', MESSAGES.pickupPhone, (v) => !v || isPakistaniPhone(v)),
    date: yup
      .string()
      .required(required)
      .test('not-past', t('logistics.pickup.errors.pastDate'), (v) => !v || v >= pktToday())
      .test('horizon', t('logistics.pickup.errors.tooFar', { days: MAX_DAYS_AHEAD }), (v) => !v || v <= addDays(pktToday(), MAX_DAYS_AHEAD)),
    timeSlot: yup.string().oneOf(pickupTimeSlotValues),
    urgency: yup.string().oneOf(pickupUrgencyValues),
    notes: yup.string().max(1000, tooLong(1000)),
  });
};

const FIELDS = Object.keys(EMPTY_PICKUP) as (keyof PickupValues)[];

export interface SchedulePickupDialogProps {
  open: boolean;
  readyOrders: ReadyOrder[];
  onClose: () => void;
}

export function SchedulePickupDialog({ open, readyOrders, onClose }: SchedulePickupDialogProps) {
  const { t } = useCommerceTranslation();
  const toast = useToast();
  const schedule = useSchedulePickup();
  const validationSchema = useMemo(() => pickupSchema(t), [t]);
  const { formik, dialog } = useDialogForm({
    initialValues: EMPTY_PICKUP,
    validationSchema,
    fields: FIELDS,
    submit: (values: PickupValues) =>
      schedule.mutateAsync({
        orderNumber: values.orderNumber.trim(),
        retailer: values.retailer.trim(),
        pickupAddress: values.pickupAddress.trim(),
        city: values.city.trim(),
        contactPerson: values.contactPerson.trim(),
        contactPhone: values.contactPhone.trim(),
        date: values.date,
        timeSlot: values.timeSlot,
        urgency: values.urgency,
        notes: values.notes.trim(),
      }),
    onDone: (pickup) =>
      toast.success(
        t('logistics.pickup.scheduled'),
        t('logistics.pickup.scheduledText', { orderNumber: ltr(pickup.orderNumber), date: formatDay(pickup.date) }),
      ),
    failure: { title: t('logistics.pickup.failed'), fallback: t('common.tryAgain') },
    onClose,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (REQUIRED.some((f) => formik.values[f].trim() === '')) toast.destructive(t('logistics.pickup.missingTitle'), t('logistics.pickup.missingText'));
    formik.handleSubmit(event);
  };

  // The order comes from the open orders (issue 41): its retailer, address, city and phone follow it,
  // and stay editable (a pickup from another warehouse, another contact).
  const pickOrder = (order: ReadyOrder | null) => {
    void formik.setValues({
      ...formik.values,
      orderNumber: order?.orderNumber ?? '',
      retailer: order?.retailer ?? formik.values.retailer,
      pickupAddress: order?.address || formik.values.pickupAddress,
      city: order?.city ?? formik.values.city,
      contactPhone: order?.phone || formik.values.contactPhone,
    });
  };
  const picked = readyOrders.find((o) => o.orderNumber === formik.values.orderNumber) ?? null;

  const orderField = fieldProps(formik, 'orderNumber', readyOrders.length > 0 ? t('logistics.pickup.orderHelper') : t('logistics.pickup.noOpenOrders'));
  // Each field's binding (value, handlers, error or helper line), made before the markup.
  const bound = {
    retailer: fieldProps(formik, 'retailer'),
    pickupAddress: fieldProps(formik, 'pickupAddress'),
    city: fieldProps(formik, 'city'),
    date: fieldProps(formik, 'date'),
    contactPerson: fieldProps(formik, 'contactPerson'),
    contactPhone: fieldProps(formik, 'contactPhone'),
    notes: fieldProps(formik, 'notes'),
  };
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={t('logistics.schedulePickup')}
      description={t('logistics.pickup.description')}
      onSubmit={submit}
      submitLabel={t('logistics.schedulePickup')}
      busyLabel={t('logistics.pickup.scheduling')}
    >
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Autocomplete
          options={readyOrders}
          value={picked}
          getOptionLabel={(o) => o.orderNumber}
          filterOptions={(options, { inputValue }) => {
            const q = inputValue.trim().toLowerCase();
            return q ? options.filter((o) => `${o.orderNumber} ${o.retailer} ${o.city}`.toLowerCase().includes(q)) : options;
          }}
          isOptionEqualToValue={(o, v) => o._id === v._id}
          noOptionsText={t('logistics.pickup.noMatchingOrder')}
          renderOption={({ key, ...props }, o) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Box sx={{ fontWeight: 600 }}>
                <Ltr>{o.orderNumber}</Ltr>
              </Box>
              <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>{retailerAndCity(t, o.retailer, o.city)}</Box>
            </Box>
          )}
          onChange={(_, value) => pickOrder(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              name="orderNumber"
              label={t('logistics.pickup.orderNumber')}
              required
              placeholder={ORDER_NUMBER_EXAMPLE}
              onBlur={orderField.onBlur}
              error={orderField.error}
              helperText={orderField.helperText}
            />
          )}
        />
        <TextField {...bound.retailer} label={t('logistics.pickup.retailer')} required fullWidth />
        <TextField {...bound.pickupAddress} label={t('logistics.pickup.pickupAddress')} required fullWidth sx={{ gridColumn: { sm: 'span 2' } }} />
        <TextField {...bound.city} label={t('logistics.pickup.city')} required fullWidth />
        <TextField
          {...bound.date}
          label={t('logistics.pickup.pickupDate')}
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: pktToday(), max: addDays(pktToday(), MAX_DAYS_AHEAD) } }}
        />
        <TextField {...bound.contactPerson} label={t('logistics.pickup.contactPerson')} fullWidth autoComplete="name" />
        <TextField
          {...bound.contactPhone}
          label={t('logistics.pickup.contactPhone')}
          type="tel"
          fullWidth
          placeholder={PHONE_EXAMPLE}
          autoComplete="tel"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <SelectField formik={formik} name="timeSlot" label={t('logistics.pickup.timeSlot')} options={timeSlots(t)} />
        <SelectField formik={formik} name="urgency" label={t('logistics.pickup.urgency')} options={urgencies(t)} />
        <TextField
          {...bound.notes}
          label={t('logistics.pickup.notes')}
          multiline
          minRows={2}
          fullWidth
          placeholder={t('logistics.pickup.notesPlaceholder')}
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
      </Box>
    </FormDialog>
  );
}
