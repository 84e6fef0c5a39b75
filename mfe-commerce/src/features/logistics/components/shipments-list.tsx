import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState, RowList, RowTitle, StatusChip, formatDate, optionLabel } from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import type { Shipment } from '../api/get-logistics-overview';
import { TIME_SLOTS } from '../constants';

function whenOf(s: Shipment): string {
  if (s.status === 'Pickup Scheduled' && s.pickup) return `Pickup ${formatDay(s.pickup.date)}, ${optionLabel(TIME_SLOTS, s.pickup.timeSlot)}`;
  if (s.status === 'Delivered' && s.deliveredAt) return `Delivered ${formatDate(s.deliveredAt)}`;
  if (s.shippedAt) return `Shipped ${formatDate(s.shippedAt)}`;
  return `Ordered ${formatDate(s.orderDate)}`;
}

/** Recent Shipments: one row per order on its way, delivered, or waiting for its pickup. */
export function ShipmentsList({ shipments, onTrack }: { shipments: Shipment[]; onTrack: (s: Shipment) => void }) {
  if (shipments.length === 0) {
    return <EmptyState title="No shipments yet." description="Shipped orders and scheduled pickups appear here." dense />;
  }
  return (
    <RowList items={shipments} label="Recent shipments" rowTestId="shipment" keyOf={(s) => s._id}>
      {(s) => (
        <>
          <RowTitle primary={s.orderNumber} secondary={s.city ? `${s.retailer}, ${s.city}` : s.retailer} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 180px' }}>
            {whenOf(s)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '0 0 auto', ml: 'auto' }}>
            <StatusChip kind="shipment" status={s.status} label={s.status} />
            <Button size="small" variant="outlined" onClick={() => onTrack(s)} aria-label={`Track ${s.orderNumber}`}>
              Track
            </Button>
          </Box>
        </>
      )}
    </RowList>
  );
}
