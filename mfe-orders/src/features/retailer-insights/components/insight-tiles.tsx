import EmojiEvents from '@mui/icons-material/EmojiEvents';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Star from '@mui/icons-material/Star';
import Storefront from '@mui/icons-material/Storefront';
import { StatCards, formatNumber } from '@agrihub/shared';
import type { RetailerInsights } from '../api/get-retailer-insights';

/** The spec's four tiles, computed by the server from the seller's orders and retailers. */
export function InsightTiles({ summary }: { summary: RetailerInsights['summary'] }) {
  const tiles = [
    {
      id: 'active',
      title: 'Active Retailers',
      value: formatNumber(summary.activeRetailers),
      helper: `ordered in the last 90 days, of ${formatNumber(summary.totalRetailers)}`,
      icon: <Storefront />,
      accent: 'primary.main',
    },
    {
      id: 'new',
      title: 'New This Month',
      value: formatNumber(summary.newThisMonth),
      helper: 'first order this month',
      icon: <PersonAdd />,
      accent: 'info.main',
    },
    {
      id: 'rating',
      title: 'Avg. Rating',
      value: summary.averageRating === null ? '–' : summary.averageRating.toFixed(1),
      helper: summary.ratedRetailers === 0 ? 'no retailer rated yet' : `out of 5, ${formatNumber(summary.ratedRetailers)} rated`,
      icon: <Star />,
      accent: 'warning.main',
    },
    {
      id: 'top',
      title: 'Top Performers',
      value: formatNumber(summary.topPerformers),
      helper: 'active and rated 4.5 or higher',
      icon: <EmojiEvents />,
      accent: 'success.main',
    },
  ];
  return (
    <StatCards
      mb={3}
      columns={{ md: 4 }}
      cards={tiles.map((t) => ({ testId: `insight-${t.id}`, title: t.title, value: t.value, helper: t.helper, icon: t.icon, accent: t.accent }))}
    />
  );
}
