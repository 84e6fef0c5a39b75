import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@agrihub/shared/core';
import { ErrorState, LoadingState, PageHeader, SectionCard } from '@agrihub/shared/ui';
import { useProfile } from '../../features/auth/api/get-profile';
import { ProfileForm } from '../../features/auth/components/profile-form';

/** Profile (from the account menu): the member's own name and phone, and their password. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageHeader title="Profile" subtitle="Your name and phone as your company's members see them" />
      <SectionCard title="Your details">
        {profile.isPending ? (
          <LoadingState label="Loading your profile..." />
        ) : profile.isError ? (
          <ErrorState message="Failed to load your profile" detail={errorMessage(profile.error, '')} onRetry={() => void profile.refetch()} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {`You sign in as ${profile.data.email}; your email is not changed here.`}
            </Typography>
            <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
          </>
        )}
      </SectionCard>
    </Box>
  );
}
