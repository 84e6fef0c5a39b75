import { pickupTimeSlotValues, pickupUrgencyValues, type PickupTimeSlot, type PickupUrgency, type ShipmentStatus } from '@agrihub/shared';
import type { CommerceT } from '../../locales/i18n';

function urgencyLabels(t: CommerceT): Record<PickupUrgency, string> {
  return { low: t('logistics.urgency.low'), normal: t('logistics.urgency.normal'), high: t('logistics.urgency.high'), urgent: t('logistics.urgency.urgent') };
}

function timeSlotLabels(t: CommerceT): Record<PickupTimeSlot, string> {
  return {
    morning: t('logistics.timeSlot.morning'),
    afternoon: t('logistics.timeSlot.afternoon'),
    evening: t('logistics.timeSlot.evening'),
  };
}

/** Spec 9: pickup urgency (default normal) and time slots, labelled in the language shown. */
export const urgencies = (t: CommerceT) => pickupUrgencyValues.map((value) => ({ value, label: urgencyLabels(t)[value] }));
export const timeSlots = (t: CommerceT) => pickupTimeSlotValues.map((value) => ({ value, label: timeSlotLabels(t)[value] }));

/** A shipment's status (the server's English value) as the screen shows it. */
export function shipmentStatusLabel(t: CommerceT, status: ShipmentStatus): string {
  const labels: Record<ShipmentStatus, string> = {
    'In Transit': t('logistics.status.inTransit'),
    Delivered: t('logistics.status.delivered'),
    'Pickup Scheduled': t('logistics.status.pickupScheduled'),
  };
  return labels[status] ?? status;
}

/** 'Kissan Agri Store, Lahore', or the retailer alone when the city is unknown. */
export const retailerAndCity = (t: CommerceT, retailer: string, city: string | null | undefined) =>
  city ? t('common.retailerCity', { retailer, city }) : retailer;
