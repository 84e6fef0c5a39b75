import { Link as RouterLink } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useShellTranslation } from '../../locales/i18n';
import { useAuthStore } from '../../features/auth/auth-store';

/** 404: alone for a visitor; inside the portal's layout for a signed-in member, so the sidebar stays. */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  return (
    <Box sx={{ minHeight: signedIn ? '60vh' : '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontWeight: 800 }}>
          404
        </Typography>
        <Typography variant="h5" sx={{ mb: 3 }}>
          {t('notFound.title')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
