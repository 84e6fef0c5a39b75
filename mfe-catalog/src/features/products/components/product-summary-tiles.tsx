import Box from '@mui/material/Box';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import { StatCard, formatNumber } from '@agrihub/shared';
import type { ProductSummary } from '../api/get-products';

/** Spec 2: the five tiles, from the server's summary of all of the seller's products. */
export function ProductSummaryTiles({ summary }: { summary: ProductSummary }) {
  const tiles = [
    { id: 'total', title: 'Total Products', value: summary.totalProducts, icon: <Inventory2Outlined />, accent: 'primary.main' },
    { id: 'active', title: 'Active Products', value: summary.activeProducts, icon: <CheckCircleOutline />, accent: 'success.main' },
    { id: 'pending', title: 'Pending Review', value: summary.pendingReviewProducts, icon: <HourglassEmptyOutlined />, accent: 'info.main' },
    { id: 'low', title: 'Low Stock', value: summary.lowStockProducts, icon: <WarningAmberOutlined />, accent: 'warning.main' },
    { id: 'out', title: 'Out of Stock', value: summary.outOfStockProducts, icon: <RemoveShoppingCartOutlined />, accent: 'error.main' },
  ];
  return (
    <Box
      component="section"
      aria-label="Product summary"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {tiles.map((t) => (
        <StatCard key={t.id} testId={`tile-${t.id}`} title={t.title} value={formatNumber(t.value)} icon={t.icon} accent={t.accent} />
      ))}
    </Box>
  );
}
