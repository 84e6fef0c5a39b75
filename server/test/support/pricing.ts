import { addDays, pktDate } from '../../src/platform/lib/pkt-dates.ts';

/** A pricing rule as its form sends it: Bulk Urea Discount, 10% off fertilizers from 100 units, valid for 30 more days; `over` changes any field. */
export const ruleBody = (over: Record<string, unknown> = {}) => ({
  name: 'Bulk Urea Discount',
  type: 'Volume Discount',
  category: 'Fertilizers',
  discount: 10,
  minQuantity: 100,
  validUntil: addDays(pktDate(), 30),
  ...over,
});
