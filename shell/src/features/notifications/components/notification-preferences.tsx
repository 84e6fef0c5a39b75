import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@agrihub/shared/core';
import type { NotificationKind } from '@agrihub/shared/domain';
import { useToast } from '@agrihub/shared/providers';
import { ErrorState, LoadingState, SectionCard } from '@agrihub/shared/ui';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import { NOTIFICATION_KINDS } from '../notification-kinds';
import { useShellTranslation } from '../../../locales/pages';

/**
 * Notification preferences: which kinds of notification also go out by email to the members who
 * see them. A company setting: admins change it (`mayChange`: the user may change the settings
 * area), everyone else reads it. Made to be mounted on the Settings page as well as the notification
 * center.
 */
export function NotificationPreferences({ mayChange }: { mayChange: boolean }) {
  const toast = useToast();
  const { t } = useShellTranslation();
  const query = useEmailPreferences();
  const save = useSaveEmailPreferences();
  // The admin's changes not saved yet; null shows the saved choice.
  const [chosen, setChosen] = useState<NotificationKind[] | null>(null);
  const kinds = chosen ?? query.data?.emailKinds ?? [];
  const toggle = (kind: NotificationKind, on: boolean) => setChosen(on ? [...kinds, kind] : kinds.filter((k) => k !== kind));

  const submit = () =>
    save.mutate(kinds, {
      onSuccess: () => {
        setChosen(null);
        toast.success(t('notifications.prefsSaved'), t('notifications.prefsSavedText'));
      },
      onError: (error) => toast.destructive(t('notifications.notSaved'), errorMessage(error, t('notifications.prefsNotSaved'))),
    });

  return (
    <SectionCard title={t('notifications.preferences')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(mayChange ? 'notifications.prefsAdmin' : 'notifications.prefsReadOnly')}
      </Typography>
      {query.isPending ? <LoadingState label={t('notifications.prefsLoading')} /> : null}
      {query.isError ? (
        <ErrorState message={t('notifications.prefsLoadFailed')} detail={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <>
          <FormGroup role="group" aria-label={t('notifications.byEmail')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {NOTIFICATION_KINDS.map((value) => (
              <FormControlLabel
                key={value}
                label={t(`notifications.kinds.${value}`)}
                disabled={!mayChange}
                control={<Checkbox checked={kinds.includes(value)} onChange={(e) => toggle(value, e.target.checked)} />}
              />
            ))}
          </FormGroup>
          {mayChange ? (
            <Button variant="contained" onClick={submit} disabled={save.isPending || chosen === null} sx={{ mt: 2 }}>
              {save.isPending ? t('notifications.saving') : t('notifications.savePrefs')}
            </Button>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}
