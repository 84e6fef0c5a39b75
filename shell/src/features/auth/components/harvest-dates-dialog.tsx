import { useId } from 'react';
import * as yup from 'yup';
import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@agrihub/shared/core';
import { useToast } from '@agrihub/shared/providers';
import { ErrorState, LoadingState } from '@agrihub/shared/ui';
// The root entry's dialog form, as the remotes use it: this file loads with the Settings page only.
// eslint-disable-next-line no-restricted-imports
import { FormDialog, useDialogForm } from '@agrihub/shared';
import { useCreditSettings, type CreditSettings } from '../api/get-credit-settings';
import { useUpdateCreditSettings } from '../api/update-credit-settings';

/** The dialog's title and the button that opens it. */
export const HARVEST_DUE_DATES = 'Harvest due dates';
export const HARVEST_DATES_SAVED = 'Harvest due dates saved';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Days in each month; 29 in February, as the server allows 02-29 (the date moves to 28 February in other years). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Each season's day as the form holds it: 'MM-D' with the day as typed ('06-30', '07-5', '07-'),
 * one value per season so the server's error for it (errors.rabiDueDate) lands on that season.
 */
interface HarvestValues {
  rabiDueDate: string;
  kharifDueDate: string;
}
type Season = keyof HarvestValues;

const FIELDS = ['rabiDueDate', 'kharifDueDate'] as const;
const SEASONS: { name: Season; label: string }[] = [
  { name: 'rabiDueDate', label: 'Rabi due date' },
  { name: 'kharifDueDate', label: 'Kharif due date' },
];

const partsOf = (value: string) => ({ month: value.slice(0, 2), day: value.slice(3) });
/** '06-30' from the server, shown with the day as a number ('07-05' -> day 5). */
const fromServer = (value: string) => `${value.slice(0, 2)}-${Number(value.slice(3)) || ''}`;
/** What the server takes: MM-DD. */
const toServer = (value: string) => {
  const { month, day } = partsOf(value);
  return `${month}-${day.trim().padStart(2, '0')}`;
};
/** '30 June' for an MM-DD. */
export const dayText = (value: string) => `${Number(value.slice(3))} ${MONTHS[Number(value.slice(0, 2)) - 1] ?? ''}`;

const dayOfYear = yup.string().test('day-of-year', (value, context) => {
  const { month, day } = partsOf(value ?? '');
  const m = Number(month);
  const max = MONTH_DAYS[m - 1];
  if (max === undefined) return context.createError({ message: 'Choose a month' });
  if (day.trim() === '') return context.createError({ message: 'Enter the day of the month' });
  const d = Number(day);
  if (!Number.isInteger(d) || d < 1 || d > max) return context.createError({ message: `Day must be from 1 to ${max} in ${MONTHS[m - 1]}` });
  return true;
});
export const harvestDatesSchema = yup.object({ rabiDueDate: dayOfYear, kharifDueDate: dayOfYear });

/** A season's due day: a month and a day of it, with the season's error (its own or the server's) under both. */
function SeasonDayField({ formik, name, label }: { formik: FormikProps<HarvestValues>; name: Season; label: string }) {
  const labelId = useId();
  const helperId = useId();
  const { month, day } = partsOf(formik.values[name]);
  const message = formik.touched[name] ? formik.errors[name] : undefined;
  const error = typeof message === 'string';
  const set = (next: { month?: string; day?: string }) => void formik.setFieldValue(name, `${next.month ?? month}-${next.day ?? day}`);
  const touch = () => void formik.setFieldTouched(name, true, false);
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 2 }}>
        <TextField
          select
          label="Month"
          value={month}
          onChange={(e) => set({ month: e.target.value })}
          onBlur={touch}
          error={error}
          slotProps={{ select: { SelectDisplayProps: { 'aria-describedby': helperId } } }}
        >
          {MONTHS.map((m, i) => (
            <MenuItem key={m} value={String(i + 1).padStart(2, '0')}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Day"
          type="number"
          value={day}
          onChange={(e) => set({ day: e.target.value })}
          onBlur={touch}
          error={error}
          slotProps={{ htmlInput: { min: 1, max: 31, step: 1, inputMode: 'numeric', 'aria-describedby': helperId } }}
        />
      </Box>
      <FormHelperText id={helperId} error={error} sx={{ mx: 1.75 }}>
        {error ? message : ' '}
      </FormHelperText>
    </Box>
  );
}

const DESCRIPTION =
  "Invoices of retailers on 'After harvest' terms fall due on these days: rabi invoices (issued October to March) and kharif invoices (April to September). Invoices already issued keep their due dates.";

function HarvestDatesForm({ settings, open, onClose }: { settings: CreditSettings; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateCreditSettings();
  const { formik, dialog } = useDialogForm({
    initialValues: { rabiDueDate: fromServer(settings.rabiDueDate), kharifDueDate: fromServer(settings.kharifDueDate) },
    validationSchema: harvestDatesSchema,
    fields: FIELDS,
    submit: (values: HarvestValues) => update.mutateAsync({ rabiDueDate: toServer(values.rabiDueDate), kharifDueDate: toServer(values.kharifDueDate) }),
    onDone: (saved) =>
      toast.success(HARVEST_DATES_SAVED, `Rabi invoices now fall due on ${dayText(saved.rabiDueDate)}, kharif invoices on ${dayText(saved.kharifDueDate)}.`),
    failure: { title: 'Could not save the harvest due dates', fallback: 'Please try again.' },
    onClose,
  });
  return (
    <FormDialog {...dialog} open={open} title={HARVEST_DUE_DATES} description={DESCRIPTION} submitLabel="Save" busyLabel="Saving..." maxWidth="xs">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {SEASONS.map((s) => (
          <SeasonDayField key={s.name} formik={formik} name={s.name} label={s.label} />
        ))}
      </Box>
    </FormDialog>
  );
}

/**
 * The harvest due dates that 'After harvest' terms use (admins change them: `settings`), on Settings;
 * Payments & Financing links there. The form starts from the saved days, so it waits for them; give
 * it a fresh `key` per opening.
 */
export function HarvestDatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const settings = useCreditSettings(open);
  if (settings.data) return <HarvestDatesForm settings={settings.data} open={open} onClose={onClose} />;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{HARVEST_DUE_DATES}</DialogTitle>
      <DialogContent>
        {settings.isError ? (
          <ErrorState message="Failed to load the harvest due dates" detail={errorMessage(settings.error, '')} onRetry={() => void settings.refetch()} />
        ) : (
          <LoadingState label="Loading harvest due dates..." minHeight={120} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
