import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState, Ltr, RowList, RowTitle, StatusChip, formatDate, ltr, optionLabel } from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import { useCommerceTranslation, type CommerceT } from '../../../locales/i18n';
import type { Shipment } from '../api/get-logistics-overview';
import { retailerAndCity, shipmentStatusLabel, timeSlots } from '../constants';

function whenOf(t: CommerceT, s: Shipment): string {
  if (s.status === 'Pickup Scheduled' && s.pickup) {
    return t('logistics.shipments.pickupOn', { date: formatDay(s.pickup.date), slot: optionLabel(timeSlots(t), s.pickup.timeSlot) });
  }
  if (s.status === 'Delivered' && s.deliveredAt) return t('logistics.shipments.deliveredOn', { date: formatDate(s.deliveredAt) });
  if (s.shippedAt) return t('logistics.shipments.shippedOn', { date: formatDate(s.shippedAt) });
  return t('logistics.shipments.orderedOn', { date: formatDate(s.orderDate) });
}

/** Recent Shipments: one row per order on its way, delivered, or waiting for its pickup. */
export function ShipmentsList({ shipments, onTrack }: { shipments: Shipment[]; onTrack: (s: Shipment) => void }) {
  const { t } = useCommerceTranslation();
  if (shipments.length === 0) {
    return <EmptyState title={t('logistics.shipments.empty')} description={t('logistics.shipments.emptyHint')} dense />;
  }
  return (
    <RowList items={shipments} label={t('logistics.shipments.label')} rowTestId="shipment" keyOf={(s) => s._id}>
      {(s) => (
        <>
          <RowTitle primary={<Ltr>{s.orderNumber}</Ltr>} secondary={retailerAndCity(t, s.retailer, s.city)} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 180px' }}>
            {whenOf(t, s)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '0 0 auto', ml: 'auto' }}>
            <StatusChip kind="shipment" status={s.status} label={shipmentStatusLabel(t, s.status)} />
            <Button
              size="small"
              variant="outlined"
              onClick={() => onTrack(s)}
              aria-label={t('logistics.shipments.trackOrder', { orderNumber: ltr(s.orderNumber) })}
            >
              {t('logistics.shipments.track')}
            </Button>
          </Box>
        </>
      )}
    </RowList>
  );
}
