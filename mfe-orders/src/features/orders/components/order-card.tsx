import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { StatusChip, formatDate, ltr, orderPath } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { Order } from '../api/get-orders';
import type { Move } from '../constants';
import { MoveButtons } from './move-buttons';
import { TotalWithTax } from '../../../lib/total-with-tax';
import { useOrdersTranslation } from '../../../locales/i18n';

export interface OrderCardProps {
  order: Order;
  onMoveOrder: (order: Order, action: Move) => void;
  /** The card's box for bulk moves, for the roles that may change orders; absent, there is none. */
  selection?: { selected: boolean; onToggle: (order: Order) => void };
}

/** The order's page, by its number (a deep link that works on reload and in a new tab). */

/** Spec 2: number (a link to the order's page), customer, date, total and status; the moves its status allows. */
export function OrderCard({ order, onMoveOrder, selection }: OrderCardProps) {
  const { t } = useOrdersTranslation();
  const number = ltr(order.orderNumber);
  return (
    <Card component="article" aria-label={t('orderList.order', { number })} data-testid="order-card" data-order-id={order._id} tabIndex={-1}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          {selection ? (
            <Checkbox
              checked={selection.selected}
              onChange={() => selection.onToggle(order)}
              slotProps={{ input: { 'aria-label': t('orderList.selectOrder', { number }) } }}
              sx={{ ml: -1, mt: -0.75 }}
            />
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                <Link component={RouterLink} to={orderPath(order.orderNumber)} underline="hover">
                  {number}
                </Link>
              </Typography>
              <StatusChip kind="order" status={order.status} label={t(`status.${order.status}`)} />
            </Box>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{order.customer.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(order.orderDate)}
            </Typography>
          </Box>
        </Box>
        <TotalWithTax order={order} variant="h6" testId="order-card-total" sx={{ flex: '0 0 auto', textAlign: { xs: 'start', sm: 'end' } }} />
        {order.nextStatuses.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: { xs: '1 1 100%', sm: '0 0 auto' }, justifyContent: 'flex-end' }}>
            <MoveButtons nextStatuses={order.nextStatuses} onMoveOrder={(move) => onMoveOrder(order, move)} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
