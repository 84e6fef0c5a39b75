import { Link as RouterLink } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useShellTranslation } from '../../locales/i18n';

export function NotFoundPage() {
  const { t } = useShellTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
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
