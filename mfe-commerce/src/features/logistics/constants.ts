import { pickupTimeSlotValues, pickupUrgencyValues, type PickupTimeSlot, type PickupUrgency } from '@agrihub/shared';

const URGENCY_LABELS: Record<PickupUrgency, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
const TIME_SLOT_LABELS: Record<PickupTimeSlot, string> = {
  morning: 'Morning (9 AM-12 PM)',
  afternoon: 'Afternoon (12 PM-5 PM)',
  evening: 'Evening (5 PM-8 PM)',
};

/** Spec 9: pickup urgency (default normal) and time slots. */
export const URGENCIES = pickupUrgencyValues.map((value) => ({ value, label: URGENCY_LABELS[value] }));
export const TIME_SLOTS = pickupTimeSlotValues.map((value) => ({ value, label: TIME_SLOT_LABELS[value] }));
