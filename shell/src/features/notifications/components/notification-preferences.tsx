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
import { NOTIFICATION_KIND_OPTIONS } from '../notification-kinds';

/**
 * Notification preferences: which kinds of notification also go out by email to the members who
 * see them. A company setting: admins change it (`mayChange`: the user may change the settings
 * area), everyone else reads it. Made to be mounted on the Settings page as well as the notification
 * center.
 */
export function NotificationPreferences({ mayChange }: { mayChange: boolean }) {
  const toast = useToast();
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
        toast.success('Preferences saved', 'Email notifications follow your new choice.');
      },
      onError: (error) => toast.destructive('Not saved', errorMessage(error, 'The preferences could not be saved. Please try again.')),
    });

  return (
    <SectionCard title="Notification preferences">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {mayChange
          ? 'Choose which notifications are also sent by email to the team members who see them.'
          : 'These notifications are also sent by email. Only an admin can change this.'}
      </Typography>
      {query.isPending ? <LoadingState label="Loading preferences..." /> : null}
      {query.isError ? <ErrorState message="Failed to load preferences" detail={errorMessage(query.error, '')} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <>
          <FormGroup role="group" aria-label="Send by email" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {NOTIFICATION_KIND_OPTIONS.map(({ value, label }) => (
              <FormControlLabel
                key={value}
                label={label}
                disabled={!mayChange}
                control={<Checkbox checked={kinds.includes(value)} onChange={(e) => toggle(value, e.target.checked)} />}
              />
            ))}
          </FormGroup>
          {mayChange ? (
            <Button variant="contained" onClick={submit} disabled={save.isPending || chosen === null} sx={{ mt: 2 }}>
              {save.isPending ? 'Saving...' : 'Save preferences'}
            </Button>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}
