import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@agrihub/shared/core';
import { ErrorState, LoadingState, PageHeader, SectionCard } from '@agrihub/shared/ui';
import { useProfile } from '../../features/auth/api/get-profile';
import { ProfileForm } from '../../features/auth/components/profile-form';
import { useShellTranslation } from '../../locales/pages';

/** Profile (from the account menu): the member's own name and phone, and their password. */
export function ProfilePage() {
  const profile = useProfile();
  const { t } = useShellTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <SectionCard title={t('profile.details')}>
        {profile.isPending ? (
          <LoadingState label={t('profile.loading')} />
        ) : profile.isError ? (
          <ErrorState message={t('profile.loadFailed')} detail={errorMessage(profile.error, '')} onRetry={() => void profile.refetch()} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('profile.signInAs', { email: profile.data.email })}
            </Typography>
            <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
          </>
        )}
      </SectionCard>
    </Box>
  );
}
