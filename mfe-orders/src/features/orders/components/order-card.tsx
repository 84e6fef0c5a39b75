import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Permitted, StatusChip, formatDate, formatPKR } from '@agrihub/shared';
import type { Order } from '../api/get-orders';
import type { StatusAction } from '../api/update-order-status';

export interface OrderCardProps {
  order: Order;
  onAction: (order: Order, action: StatusAction) => void;
}

/** Spec 2: number, customer, date, total and status; delivered or cancelled can be set from any state. */
export function OrderCard({ order, onAction }: OrderCardProps) {
  return (
    <Card component="article" aria-label={`Order ${order.orderNumber}`} data-testid="order-card">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {order.orderNumber}
            </Typography>
            <StatusChip kind="order" status={order.status} />
          </Box>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{order.customer.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(order.orderDate)}
          </Typography>
        </Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, flex: '0 0 auto' }}>
          {formatPKR(order.total)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '0 0 auto' }, justifyContent: 'flex-end' }}>
          <Permitted area="orders">
            <Button size="small" variant="outlined" color="success" onClick={() => onAction(order, 'delivered')}>
              Mark Delivered
            </Button>
          </Permitted>
          <Permitted area="orders">
            <Button size="small" variant="outlined" color="error" onClick={() => onAction(order, 'cancelled')}>
              Cancel Order
            </Button>
          </Permitted>
        </Box>
      </CardContent>
    </Card>
  );
}
