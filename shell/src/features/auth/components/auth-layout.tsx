import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import { useShellTranslation } from '../../../locales/i18n';

export const PRIVACY_POLICY_URL = 'https://agrihub.pk/privacy-policy';
export const TERMS_URL = 'https://agrihub.pk/terms-of-service';

export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const { t } = useShellTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? 'rgba(255,255,255,0.16)' : 'primary.main',
          color: '#fff',
        }}
      >
        <AgricultureIcon fontSize="small" />
      </Box>
      <Typography sx={{ fontWeight: 800, fontSize: '1.125rem', color: inverted ? '#fff' : 'text.primary' }}>
        AgriHub{' '}
        <Box component="span" sx={{ fontWeight: 500, opacity: 0.8 }}>
          {t('brand.seller')}
        </Box>
      </Typography>
    </Box>
  );
}

/** External policy links, opened in a new tab. */
export function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover">
      {children}
    </Link>
  );
}

/** The privacy policy and the terms, under the sign-in, forgot- and reset-password forms. */
export function PolicyLinks() {
  const { t } = useShellTranslation();
  return (
    <>
      <PolicyLink href={PRIVACY_POLICY_URL}>{t('policy.privacy')}</PolicyLink>
      <PolicyLink href={TERMS_URL}>{t('policy.terms')}</PolicyLink>
    </>
  );
}

/** Split screen for the public pages: brand panel on wide screens, the form card everywhere. */
export function AuthLayout({ children, footer, corner, width = 440 }: { children: ReactNode; footer?: ReactNode; corner?: ReactNode; width?: number }) {
  const { t } = useShellTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 440,
          flexShrink: 0,
          p: 5,
          color: '#fff',
          background: 'linear-gradient(160deg, #1b5e20 0%, #2e7d32 55%, #558b2f 100%)',
        }}
      >
        <BrandMark inverted />
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, mb: 2, lineHeight: 1.25 }}>
            {t('brand.tagline')}
          </Typography>
          <Typography sx={{ opacity: 0.85 }}>{t('brand.pitch')}</Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.7 }}>
          {t('brand.lines')}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
        {/* The language switch: above the form, where a reader of either language looks first. */}
        {corner ? <Box sx={{ width: '100%', maxWidth: width, display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{corner}</Box> : null}
        <Box sx={{ width: '100%', maxWidth: width, my: 'auto' }}>
          <Box sx={{ display: { xs: 'flex', lg: 'none' }, justifyContent: 'center', mb: 3 }}>
            <BrandMark />
          </Box>
          <Box
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              p: { xs: 2.5, sm: 4 },
              boxShadow: '0 8px 24px rgba(16, 40, 20, 0.06)',
            }}
          >
            {children}
          </Box>
          {footer ? <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center', gap: 2, flexWrap: 'wrap', typography: 'body2' }}>{footer}</Box> : null}
        </Box>
      </Box>
    </Box>
  );
}
