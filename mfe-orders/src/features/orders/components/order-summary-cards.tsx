import Typography from '@mui/material/Typography';
import { StatCards, formatNumber } from '@agrihub/shared';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Autorenew from '@mui/icons-material/Autorenew';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { OrderSummary } from '../api/get-orders';
import { IN_PROGRESS } from '../constants';
import { useOrdersTranslation } from '../../../locales/i18n';

export interface OrderSummaryCardsProps {
  summary: OrderSummary;
  /** The list's status filter now ('' for every status), when no search or range narrows it. */
  showing: string | undefined;
  /** Lists exactly the orders a card counts: its status filter, no search, the whole range. */
  onShow: (status: string) => void;
}

/**
 * Spec 2: total, pending, processing and completed, over all of the seller's orders whatever the
 * list's filters (the caption says so). Each card says what it counts, and choosing it lists exactly
 * those orders (issue 41): Processing counts confirmed, processing and shipped (`in_progress`).
 */
export function OrderSummaryCards({ summary, showing, onShow }: OrderSummaryCardsProps) {
  const { t } = useOrdersTranslation();
  const cards = [
    { id: 'total', status: '', value: summary.totalOrders, icon: <ReceiptLong />, accent: 'primary.main' },
    { id: 'pending', status: 'pending', value: summary.pendingOrders, icon: <HourglassEmpty />, accent: 'warning.main' },
    { id: 'processing', status: IN_PROGRESS, value: summary.processingOrders, icon: <Autorenew />, accent: 'info.main' },
    { id: 'completed', status: 'delivered', value: summary.completedOrders, icon: <CheckCircleOutlined />, accent: 'success.main' },
  ] as const;
  return (
    <>
      <StatCards
        mb={1}
        columns={{ md: 4 }}
        cards={cards.map((c) => ({
          testId: `orders-${c.id}`,
          title: t(`summary.${c.id}`),
          value: formatNumber(c.value),
          helper: t(`summary.${c.id}Counts`),
          icon: c.icon,
          accent: c.accent,
          onClick: () => onShow(c.status),
          selected: showing === c.status,
        }))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('summary.scope')}
      </Typography>
    </>
  );
}
