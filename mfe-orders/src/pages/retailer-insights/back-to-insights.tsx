import Button from '@mui/material/Button';
import { BackIcon, PORTAL_PATHS } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import { useOrdersTranslation } from '../../locales/i18n';

/** The way back from the directory and the aging to the insights they open from. */
export function BackToInsights() {
  const { t } = useOrdersTranslation();
  return (
    <Button component={RouterLink} to={PORTAL_PATHS.retailerInsights} startIcon={<BackIcon />} sx={{ mb: 1, ml: -1 }}>
      {t('directory.back')}
    </Button>
  );
}
