import EmojiEvents from '@mui/icons-material/EmojiEvents';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Star from '@mui/icons-material/Star';
import Storefront from '@mui/icons-material/Storefront';
import { StatCards, formatNumber } from '@agrihub/shared';
import type { RetailerInsights } from '../api/get-retailer-insights';
import { useOrdersTranslation } from '../../../locales/i18n';

/** The spec's four tiles, computed by the server from the seller's orders and retailers. */
export function InsightTiles({ summary }: { summary: RetailerInsights['summary'] }) {
  const { t } = useOrdersTranslation();
  const tiles = [
    {
      id: 'active',
      title: t('insights.tiles.active'),
      value: formatNumber(summary.activeRetailers),
      helper: t('insights.tiles.activeHelper', { total: formatNumber(summary.totalRetailers) }),
      icon: <Storefront />,
      accent: 'primary.main',
    },
    {
      id: 'new',
      title: t('insights.tiles.new'),
      value: formatNumber(summary.newThisMonth),
      helper: t('insights.tiles.newHelper'),
      icon: <PersonAdd />,
      accent: 'info.main',
    },
    {
      id: 'rating',
      title: t('insights.tiles.rating'),
      value: summary.averageRating === null ? '–' : summary.averageRating.toFixed(1),
      helper: summary.ratedRetailers === 0 ? t('insights.tiles.noRating') : t('insights.tiles.ratingHelper', { rated: formatNumber(summary.ratedRetailers) }),
      icon: <Star />,
      accent: 'warning.main',
    },
    {
      id: 'top',
      title: t('insights.tiles.top'),
      value: formatNumber(summary.topPerformers),
      helper: t('insights.tiles.topHelper'),
      icon: <EmojiEvents />,
      accent: 'success.main',
    },
  ];
  return (
    <StatCards
      mb={3}
      columns={{ md: 4 }}
      cards={tiles.map((tile) => ({
        testId: `insight-${tile.id}`,
        title: tile.title,
        value: tile.value,
        helper: tile.helper,
        icon: tile.icon,
        accent: tile.accent,
      }))}
    />
  );
}
