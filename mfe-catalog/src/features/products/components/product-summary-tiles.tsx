import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import { StatCards, formatNumber } from '@agrihub/shared';
import type { ProductSummary } from '../api/get-products';
import { useCatalogTranslation } from '../../../locales/i18n';

/** Spec 2: the five tiles, from the server's summary of all of the seller's products. */
export function ProductSummaryTiles({ summary }: { summary: ProductSummary }) {
  const { t } = useCatalogTranslation();
  const tiles = [
    { id: 'total', title: t('summary.total'), value: summary.totalProducts, icon: <Inventory2Outlined />, accent: 'primary.main' },
    { id: 'active', title: t('summary.active'), value: summary.activeProducts, icon: <CheckCircleOutline />, accent: 'success.main' },
    { id: 'pending', title: t('summary.pending'), value: summary.pendingReviewProducts, icon: <HourglassEmptyOutlined />, accent: 'info.main' },
    { id: 'low', title: t('summary.lowStock'), value: summary.lowStockProducts, icon: <WarningAmberOutlined />, accent: 'warning.main' },
    { id: 'out', title: t('summary.outOfStock'), value: summary.outOfStockProducts, icon: <RemoveShoppingCartOutlined />, accent: 'error.main' },
  ];
  return (
    <StatCards
      label={t('summary.label')}
      mb={3}
      columns={{ sm: 3, lg: 5 }}
      cards={tiles.map((tile) => ({ testId: `tile-${tile.id}`, title: tile.title, value: formatNumber(tile.value), icon: tile.icon, accent: tile.accent }))}
    />
  );
}
