import { SectionCard, formatDate, formatDateTime, ltr } from '@agrihub/shared';
import type { OrderDetail } from '../api/get-order';
import { Facts } from '../../../lib/facts';
import { TrackingNumber, courierLabel } from '../../../lib/couriers';
import { useOrdersTranslation } from '../../../locales/i18n';

/** The courier and tracking number of a shipped order, with when it left and arrived. */
export function ShipmentCard({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('orderDetails.shipment')}>
      <Facts
        label={t('orderDetails.shipmentDetails')}
        rows={[
          [t('orderDetails.courier'), shipment.courier ? courierLabel(t, shipment.courier) : '—'],
          [t('orderDetails.trackingNumber'), <TrackingNumber key="tracking" courier={shipment.courier} trackingNumber={shipment.trackingNumber} />],
          [t('orderDetails.shipped'), shipment.shippedAt ? formatDateTime(shipment.shippedAt) : '—'],
          [t('orderDetails.delivered'), shipment.deliveredAt ? formatDateTime(shipment.deliveredAt) : t('orderDetails.notYet')],
        ]}
      />
    </SectionCard>
  );
}

/** A pickup's calendar day (YYYY-MM-DD) at midday UTC, so it names the same day in every time zone. */
const pickupDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** The pickups scheduled for the order in Logistics. */
export function PickupsCard({ pickups }: { pickups: OrderDetail['pickups'] }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('orderDetails.pickups')}>
      {pickups.map((p, i) => (
        <Facts
          key={p._id}
          label={t('orderDetails.pickup', { number: i + 1 })}
          rows={[
            [
              t('orderDetails.pickupDate'),
              t('orderDetails.pickupWhen', { date: pickupDay(p.pickupDate), slot: t(`orderDetails.timeSlots.${p.timeSlot}`, { defaultValue: p.timeSlot }) }),
            ],
            [t('common.address'), [p.pickupAddress, p.city].filter(Boolean).join(', ')],
            [t('orderDetails.contact'), [p.contactPerson, p.contactPhone && ltr(p.contactPhone)].filter(Boolean).join(t('orderDetails.listSeparator'))],
          ]}
        />
      ))}
    </SectionCard>
  );
}
