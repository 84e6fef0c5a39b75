import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { StatusChip, formatDateTime, ltr } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { OrderDetail } from '../api/get-order';
import { useOrdersTranslation } from '../../../locales/i18n';

export interface OrderHeaderProps {
  order: OrderDetail;
  /** The order's moves, which the page brings. */
  actions?: ReactNode;
}

/** The payments page opens the order's invoice from its address. */
const invoicePath = (orderId: string) => `/payments?invoice=${encodeURIComponent(orderId)}`;

/** The order's number and status, when and by whom it was placed, its moves and its invoice (none for a cancelled order). */
export function OrderHeader({ order, actions }: OrderHeaderProps) {
  const { t } = useOrdersTranslation();
  const date = formatDateTime(order.orderDate);
  return (
    <Box data-testid="order-header" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="h4" component="h1" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
            {t('orderPage.title', { number: ltr(order.orderNumber) })}
          </Typography>
          <StatusChip kind="order" status={order.status} label={t(`status.${order.status}`)} size="medium" />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {order.createdBy ? t('orderPage.placedBy', { date, name: order.createdBy }) : t('orderPage.placed', { date })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {actions}
        {order.status === 'cancelled' ? null : (
          <Button component={RouterLink} to={invoicePath(order._id)} variant="outlined" color="inherit" startIcon={<ReceiptLong />}>
            {t('orderPage.invoice')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
