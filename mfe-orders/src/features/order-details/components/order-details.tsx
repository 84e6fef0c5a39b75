import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { OrderDetail } from '../api/get-order';
import { LineItems } from './line-items';
import { OrderHeader } from './order-header';
import { RetailerCard } from './retailer-card';
import { PickupsCard, ShipmentCard } from './shipment-card';
import { StatusTimeline } from './status-timeline';

export interface OrderDetailsProps {
  order: OrderDetail;
  /** The order's moves, which the page brings. */
  actions?: ReactNode;
}

/** An order's page: the lines and their totals and the timeline, beside the retailer, the shipment and the pickups (below them on a phone). */
export function OrderDetails({ order, actions }: OrderDetailsProps) {
  return (
    <>
      <OrderHeader order={order} actions={actions} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <LineItems order={order} />
          <StatusTimeline order={order} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <RetailerCard order={order} />
          {order.shipment ? <ShipmentCard shipment={order.shipment} /> : null}
          {order.pickups.length > 0 ? <PickupsCard pickups={order.pickups} /> : null}
        </Stack>
      </Box>
    </>
  );
}
