import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { errorMessage } from '@agrihub/shared/core';
import { ErrorState, LoadingState, SectionCard } from '@agrihub/shared/ui';
// eslint-disable-next-line no-restricted-imports -- the root entry's dialog state; this file loads with the Settings page only.
import { useDialogState } from '@agrihub/shared';
import { useCreditSettings } from '../api/get-credit-settings';
import { HarvestDatesDialog, dayText } from './harvest-dates-dialog';
import { useShellTranslation } from '../../../locales/pages';

/** Settings' harvest due dates: the saved days, and for admins the dialog that changes them. */
export function HarvestDatesSection({ canEdit }: { canEdit: boolean }) {
  const settings = useCreditSettings(true);
  const dialog = useDialogState();
  const { t } = useShellTranslation();
  return (
    <SectionCard title={t('harvest.title')}>
      {settings.isPending ? (
        <LoadingState label={t('harvest.loading')} minHeight={80} />
      ) : settings.isError ? (
        <ErrorState message={t('harvest.loadFailed')} detail={errorMessage(settings.error, '')} onRetry={() => void settings.refetch()} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ flex: '1 1 240px' }} data-testid="harvest-due-dates">
            {t('harvest.summary', { rabi: dayText(settings.data.rabiDueDate, t), kharif: dayText(settings.data.kharifDueDate, t) })}
          </Typography>
          {canEdit ? (
            <Button variant="outlined" startIcon={<EventOutlined />} onClick={() => dialog.show()}>
              {t('harvest.change')}
            </Button>
          ) : null}
        </Box>
      )}
      <HarvestDatesDialog key={dialog.key} open={dialog.open} onClose={dialog.close} />
    </SectionCard>
  );
}
