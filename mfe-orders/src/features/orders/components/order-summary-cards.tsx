import Typography from '@mui/material/Typography';
import { StatCards, formatNumber } from '@agrihub/shared';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Autorenew from '@mui/icons-material/Autorenew';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { OrderSummary } from '../api/get-orders';
import { useOrdersTranslation } from '../../../locales/i18n';

/**
 * Spec 2: total, pending, processing and completed, over all of the seller's orders. The server
 * counts every order of the seller for the cards, whatever the list's filters; the caption says so.
 */
export function OrderSummaryCards({ summary }: { summary: OrderSummary }) {
  const { t } = useOrdersTranslation();
  const cards = [
    { id: 'total', title: t('summary.total'), value: summary.totalOrders, icon: <ReceiptLong />, accent: 'primary.main' },
    { id: 'pending', title: t('summary.pending'), value: summary.pendingOrders, icon: <HourglassEmpty />, accent: 'warning.main' },
    { id: 'processing', title: t('summary.processing'), value: summary.processingOrders, icon: <Autorenew />, accent: 'info.main' },
    { id: 'completed', title: t('summary.completed'), value: summary.completedOrders, icon: <CheckCircleOutlined />, accent: 'success.main' },
  ];
  return (
    <>
      <StatCards
        mb={1}
        columns={{ md: 4 }}
        cards={cards.map((c) => ({ testId: `orders-${c.id}`, title: c.title, value: formatNumber(c.value), icon: c.icon, accent: c.accent }))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('summary.scope')}
      </Typography>
    </>
  );
}
