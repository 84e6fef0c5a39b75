import type { FormEvent } from 'react';
import * as yup from 'yup';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormDialog, MESSAGES, SelectField, fieldProps, isPakistaniPhone, useDialogForm, useToast } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { addDays, formatDay, pktToday } from '../../../lib/dates';
import type { ReadyOrder } from '../api/get-logistics-overview';
import { useSchedulePickup } from '../api/schedule-pickup';
import { TIME_SLOTS, URGENCIES } from '../constants';

export const MISSING_TITLE = 'Missing Information';
export const MISSING_TEXT = 'Please fill in all required fields.';
export const PICKUP_SCHEDULED = 'Pickup Scheduled';
/** The dialog's title, its submit button and the button that opens it. */
export const SCHEDULE_PICKUP = 'Schedule Pickup';
const REQUIRED_TEXT = 'This field is required';
const MAX_DAYS_AHEAD = 90;

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

export const pickupSchema = yup.object({
  orderNumber: yup.string().trim().required(REQUIRED_TEXT).max(40, 'Must be at most 40 characters'),
  retailer: yup.string().trim().required(REQUIRED_TEXT).max(200, 'Must be at most 200 characters'),
  pickupAddress: yup.string().trim().required(REQUIRED_TEXT).max(500, 'Must be at most 500 characters'),
  city: yup.string().trim().required(REQUIRED_TEXT).max(100, 'Must be at most 100 characters'),
  contactPerson: yup.string().trim().max(200, 'Must be at most 200 characters'),
  contactPhone: yup
    .string()
    .trim()
    .test('pk-phone', MESSAGES.pickupPhone, (v) => !v || isPakistaniPhone(v)),
  date: yup
    .string()
    .required(REQUIRED_TEXT)
    .test('not-past', 'Pickup date cannot be in the past', (v) => !v || v >= pktToday())
    .test('horizon', `Pickup date must be within ${MAX_DAYS_AHEAD} days`, (v) => !v || v <= addDays(pktToday(), MAX_DAYS_AHEAD)),
  timeSlot: yup.string().oneOf(TIME_SLOTS.map((s) => s.value)),
  urgency: yup.string().oneOf(URGENCIES.map((u) => u.value)),
  notes: yup.string().max(1000, 'Must be at most 1000 characters'),
});

const FIELDS = Object.keys(EMPTY_PICKUP) as (keyof PickupValues)[];

export interface SchedulePickupDialogProps {
  open: boolean;
  readyOrders: ReadyOrder[];
  onClose: () => void;
}

export function SchedulePickupDialog({ open, readyOrders, onClose }: SchedulePickupDialogProps) {
  const toast = useToast();
  const schedule = useSchedulePickup();
  const { formik, dialog } = useDialogForm({
    initialValues: EMPTY_PICKUP,
    validationSchema: pickupSchema,
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
    onDone: (pickup) => toast.success(PICKUP_SCHEDULED, `Pickup for order ${pickup.orderNumber} is scheduled on ${formatDay(pickup.date)}.`),
    failure: { title: 'Could not schedule the pickup', fallback: 'Please try again.' },
    onClose,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (REQUIRED.some((f) => formik.values[f].trim() === '')) toast.destructive(MISSING_TITLE, MISSING_TEXT);
    formik.handleSubmit(event);
  };

  const pickOrder = (order: ReadyOrder) => {
    void formik.setValues({
      ...formik.values,
      orderNumber: order.orderNumber,
      retailer: formik.values.retailer.trim() ? formik.values.retailer : order.retailer,
      city: formik.values.city.trim() ? formik.values.city : order.city,
    });
  };

  const orderField = fieldProps(formik, 'orderNumber', readyOrders.length > 0 ? 'Pick an order ready to ship or type its number' : undefined);
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={SCHEDULE_PICKUP}
      description="Book a courier pickup for an order that is ready to ship."
      onSubmit={submit}
      submitLabel={SCHEDULE_PICKUP}
      busyLabel="Scheduling..."
    >
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Autocomplete
          freeSolo
          options={readyOrders}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.orderNumber)}
          renderOption={({ key, ...props }, o) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Box sx={{ fontWeight: 600 }}>{o.orderNumber}</Box>
              <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>{`${o.retailer}${o.city ? `, ${o.city}` : ''}`}</Box>
            </Box>
          )}
          inputValue={formik.values.orderNumber}
          onInputChange={(_, value, reason) => {
            if (reason !== 'reset') void formik.setFieldValue('orderNumber', value);
          }}
          onChange={(_, value) => {
            if (value && typeof value !== 'string') pickOrder(value);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              name="orderNumber"
              label="Order Number"
              required
              placeholder="ORD-100123"
              onBlur={orderField.onBlur}
              error={orderField.error}
              helperText={orderField.helperText}
            />
          )}
        />
        <TextField {...fieldProps(formik, 'retailer')} label="Retailer" required fullWidth />
        <TextField {...fieldProps(formik, 'pickupAddress')} label="Pickup Address" required fullWidth sx={{ gridColumn: { sm: 'span 2' } }} />
        <TextField {...fieldProps(formik, 'city')} label="City" required fullWidth />
        <TextField
          {...fieldProps(formik, 'date')}
          label="Pickup Date"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: pktToday(), max: addDays(pktToday(), MAX_DAYS_AHEAD) } }}
        />
        <TextField {...fieldProps(formik, 'contactPerson')} label="Contact Person" fullWidth autoComplete="name" />
        <TextField {...fieldProps(formik, 'contactPhone')} label="Contact Phone" type="tel" fullWidth placeholder="03001234567" autoComplete="tel" />
        <SelectField formik={formik} name="timeSlot" label="Time Slot" options={TIME_SLOTS} />
        <SelectField formik={formik} name="urgency" label="Urgency" options={URGENCIES} />
        <TextField
          {...fieldProps(formik, 'notes')}
          label="Notes"
          multiline
          minRows={2}
          fullWidth
          placeholder="Loading bay, number of bags, special handling..."
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
      </Box>
    </FormDialog>
  );
}
