/** Spec 9: pickup urgency (default normal) and time slots. */
export const URGENCIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const;

export const TIME_SLOTS = [
  { value: 'morning', label: 'Morning (9 AM-12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM-5 PM)' },
  { value: 'evening', label: 'Evening (5 PM-8 PM)' },
] as const;
