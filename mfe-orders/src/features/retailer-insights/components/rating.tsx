import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';
import { useOrdersTranslation } from '../../../locales/i18n';

/** '4.8' with a star, or 'Not rated'. */
export function Rating({ value }: { value: number | null }) {
  const { t } = useOrdersTranslation();
  if (value === null)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('insights.rating.notRated')}
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }} aria-label={t('insights.rating.label', { value: value.toFixed(1) })}>
      <Star aria-hidden sx={{ fontSize: 18, color: '#f5a623' }} />
      {value.toFixed(1)}
    </Box>
  );
}
