import { useId, useMemo } from 'react';
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
import { useShellTranslation, type ShellT } from '../../../locales/pages';

/** The months' keys among the shell's texts (`months.01`...). */
const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
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
const SEASONS: { name: Season; label: 'harvest.rabi' | 'harvest.kharif' }[] = [
  { name: 'rabiDueDate', label: 'harvest.rabi' },
  { name: 'kharifDueDate', label: 'harvest.kharif' },
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
export const dayText = (value: string, t: ShellT) => t('harvest.dayOf', { day: Number(value.slice(3)), month: t(`months.${value.slice(0, 2)}`) });

function harvestDatesSchema(t: ShellT) {
  const dayOfYear = yup.string().test('day-of-year', (value, context) => {
    const { month, day } = partsOf(value ?? '');
    const max = MONTH_DAYS[Number(month) - 1];
    if (max === undefined) return context.createError({ message: t('harvest.chooseMonth') });
    if (day.trim() === '') return context.createError({ message: t('harvest.enterDay') });
    const d = Number(day);
    if (!Number.isInteger(d) || d < 1 || d > max) return context.createError({ message: t('harvest.dayRange', { max, month: t(`months.${month}`) }) });
    return true;
  });
  return yup.object({ rabiDueDate: dayOfYear, kharifDueDate: dayOfYear });
}

/** A season's due day: a month and a day of it, with the season's error (its own or the server's) under both. */
function SeasonDayField({ formik, name, label }: { formik: FormikProps<HarvestValues>; name: Season; label: string }) {
  const { t } = useShellTranslation();
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
          label={t('harvest.month')}
          value={month}
          onChange={(e) => set({ month: e.target.value })}
          onBlur={touch}
          error={error}
          slotProps={{ select: { SelectDisplayProps: { 'aria-describedby': helperId } } }}
        >
          {MONTHS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`months.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('harvest.day')}
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

function HarvestDatesForm({ settings, open, onClose }: { settings: CreditSettings; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const { t } = useShellTranslation();
  const update = useUpdateCreditSettings();
  const schema = useMemo(() => harvestDatesSchema(t), [t]);
  const { formik, dialog } = useDialogForm({
    initialValues: { rabiDueDate: fromServer(settings.rabiDueDate), kharifDueDate: fromServer(settings.kharifDueDate) },
    validationSchema: schema,
    fields: FIELDS,
    submit: (values: HarvestValues) => update.mutateAsync({ rabiDueDate: toServer(values.rabiDueDate), kharifDueDate: toServer(values.kharifDueDate) }),
    onDone: (saved) =>
      toast.success(t('harvest.saved'), t('harvest.savedText', { rabi: dayText(saved.rabiDueDate, t), kharif: dayText(saved.kharifDueDate, t) })),
    failure: { title: t('harvest.notSaved'), fallback: t('harvest.notSavedText') },
    onClose,
  });
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={t('harvest.title')}
      description={t('harvest.description')}
      submitLabel={t('harvest.save')}
      busyLabel={t('harvest.saving')}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        {SEASONS.map((s) => (
          <SeasonDayField key={s.name} formik={formik} name={s.name} label={t(s.label)} />
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
  const { t } = useShellTranslation();
  const settings = useCreditSettings(open);
  if (settings.data) return <HarvestDatesForm settings={settings.data} open={open} onClose={onClose} />;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('harvest.title')}</DialogTitle>
      <DialogContent>
        {settings.isError ? (
          <ErrorState message={t('harvest.loadFailed')} detail={errorMessage(settings.error, '')} onRetry={() => void settings.refetch()} />
        ) : (
          <LoadingState label={t('harvest.loading')} minHeight={120} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('shared:cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
