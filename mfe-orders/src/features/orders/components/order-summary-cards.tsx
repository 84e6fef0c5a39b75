import Box from '@mui/material/Box';
import { StatCard, formatNumber } from '@agrihub/shared';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Autorenew from '@mui/icons-material/Autorenew';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { OrderSummary } from '../api/get-orders';

/** Spec 2: total, pending, processing and completed, over all of the seller's orders. */
export function OrderSummaryCards({ summary }: { summary: OrderSummary }) {
  const cards = [
    { id: 'total', title: 'Total Orders', value: summary.totalOrders, icon: <ReceiptLong />, accent: 'primary.main' },
    { id: 'pending', title: 'Pending', value: summary.pendingOrders, icon: <HourglassEmpty />, accent: 'warning.main' },
    { id: 'processing', title: 'Processing', value: summary.processingOrders, icon: <Autorenew />, accent: 'info.main' },
    { id: 'completed', title: 'Completed', value: summary.completedOrders, icon: <CheckCircleOutlined />, accent: 'success.main' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map((c) => (
        <StatCard key={c.id} testId={`orders-${c.id}`} title={c.title} value={formatNumber(c.value)} icon={c.icon} accent={c.accent} />
      ))}
    </Box>
  );
}
