import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { SectionCard, formatNumber, formatPKRWhole } from '@agrihub/shared';
import type { RetailerFigures } from '../api/get-retailer-insights';
import { Rating } from './rating';
import { useOrdersTranslation } from '../../../locales/i18n';

export interface TopRetailersListProps {
  retailers: RetailerFigures[];
  onDetails: (retailer: RetailerFigures) => void;
}

/** Ranked by revenue: name, location, order count, revenue, rating and View Details. */
export function TopRetailersList({ retailers, onDetails }: TopRetailersListProps) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('insights.top.title')} empty={retailers.length === 0 ? t('insights.top.empty') : null}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {retailers.map((r, i) => (
          <Box component="li" key={r._id} data-testid="top-retailer" aria-label={r.name}>
            {i > 0 ? <Divider /> : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1.5 }}>
              <Box
                aria-hidden
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.hover',
                  fontWeight: 700,
                  flex: '0 0 auto',
                }}
              >
                {i + 1}
              </Box>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.location}
                </Typography>
              </Box>
              <Box sx={{ flex: '1 1 160px', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ minWidth: 80 }}>
                  {t('insights.top.orders', { count: r.orderCount, number: formatNumber(r.orderCount) })}
                </Typography>
                <Typography sx={{ fontWeight: 700, minWidth: 120 }}>{formatPKRWhole(r.revenue)}</Typography>
                <Rating value={r.rating} />
              </Box>
              <Button size="small" variant="outlined" onClick={() => onDetails(r)} aria-label={t('insights.top.viewDetailsOf', { name: r.name })}>
                {t('insights.top.viewDetails')}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
