import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { formatNumber, formatPKRWhole } from '@agrihub/shared/core';
import type { DashboardOverview } from '../api/get-dashboard-overview';
import { useShellTranslation } from '../../../locales/i18n';

function Metric({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 700, fontSize: '1.125rem', color: tone }}>
        {value}
      </Typography>
    </Box>
  );
}

export function InventoryCard({ overview }: { overview: DashboardOverview }) {
  const { t } = useShellTranslation();
  return (
    <Card data-testid="inventory-card">
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexGrow: 1, minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: '#e3f2fd', color: '#0d47a1', flexShrink: 0 }}
          >
            <WarehouseOutlinedIcon />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }} component="h2">
              {t('dashboard.inventoryValue')}
            </Typography>
            <Typography variant="h5" component="p" data-testid="inventory-value" sx={{ fontWeight: 700 }}>
              {formatPKRWhole(overview.inventory.value)}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, flexBasis: { md: '55%' } }}>
          <Metric label={t('dashboard.totalItems')} value={formatNumber(overview.inventory.items)} testId="inventory-items" />
          <Metric label={t('dashboard.lowStock')} value={formatNumber(overview.products.lowStock)} testId="inventory-low-stock" tone="#b34700" />
          <Metric label={t('dashboard.outOfStock')} value={formatNumber(overview.products.outOfStock)} testId="inventory-out-of-stock" tone="#b3261e" />
        </Box>
      </CardContent>
    </Card>
  );
}
