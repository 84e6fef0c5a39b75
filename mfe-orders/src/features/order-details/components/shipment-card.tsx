import { SectionCard, formatDate, formatDateTime } from '@agrihub/shared';
import type { OrderDetail } from '../api/get-order';
import { Facts } from '../../../lib/facts';

/** The courier and tracking number of a shipped order, with when it left and arrived. */
export function ShipmentCard({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  return (
    <SectionCard title="Shipment">
      <Facts
        label="Shipment details"
        rows={[
          ['Courier', shipment.courier ?? '—'],
          ['Tracking number', shipment.trackingNumber ?? '—'],
          ['Shipped', shipment.shippedAt ? formatDateTime(shipment.shippedAt) : '—'],
          ['Delivered', shipment.deliveredAt ? formatDateTime(shipment.deliveredAt) : 'Not yet'],
        ]}
      />
    </SectionCard>
  );
}

/** A pickup's calendar day (YYYY-MM-DD) at midday UTC, so it names the same day in every time zone. */
const pickupDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** The pickups scheduled for the order in Logistics. */
export function PickupsCard({ pickups }: { pickups: OrderDetail['pickups'] }) {
  return (
    <SectionCard title="Pickups">
      {pickups.map((p, i) => (
        <Facts
          key={p._id}
          label={`Pickup ${i + 1}`}
          rows={[
            ['Date', `${pickupDay(p.pickupDate)}, ${p.timeSlot}`],
            ['Address', [p.pickupAddress, p.city].filter(Boolean).join(', ')],
            ['Contact', [p.contactPerson, p.contactPhone].filter(Boolean).join(', ')],
          ]}
        />
      ))}
    </SectionCard>
  );
}
