import type { ReactNode } from 'react';
import { Link as RouterLink } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useAuthStore } from './auth-store';
import { useShellTranslation } from '../../locales/i18n';

export function VerificationRequired() {
  const { t } = useShellTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Card sx={{ maxWidth: 560, width: '100%' }} data-testid="verification-required">
        <CardContent sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
          <Box
            sx={{ mx: 'auto', mb: 2, width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#fff8e1', color: '#8a6100' }}
          >
            <VerifiedUserOutlinedIcon />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('verification.requiredTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('verification.requiredText')}
          </Typography>
          <Button component={RouterLink} to="/document-center" variant="contained">
            {t('verification.goToDocuments')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/** Unverified sellers reach only Dashboard, Document Center and Support (spec 6). */
export function VerifiedOnly({ children }: { children: ReactNode }) {
  const verified = useAuthStore((s) => s.user?.isVerified ?? false);
  return verified ? children : <VerificationRequired />;
}
