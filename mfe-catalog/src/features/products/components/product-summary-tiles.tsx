import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import { StatCards, formatNumber } from '@agrihub/shared';
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
    <StatCards
      label="Product summary"
      mb={3}
      columns={{ sm: 3, lg: 5 }}
      cards={tiles.map((t) => ({ testId: `tile-${t.id}`, title: t.title, value: formatNumber(t.value), icon: t.icon, accent: t.accent }))}
    />
  );
}
