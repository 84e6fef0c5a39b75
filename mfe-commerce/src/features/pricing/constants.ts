import { addDays, pktToday } from '../../lib/dates';

export interface RuleFormValues {
  name: string;
  type: string;
  category: string;
  discount: string;
  minQuantity: string;
  validUntil: string;
}

export const EMPTY_RULE: RuleFormValues = { name: '', type: '', category: '', discount: '', minQuantity: '1', validUntil: '' };

export interface QuickRule {
  label: string;
  description: string;
  values: () => RuleFormValues;
}

/**
 * Quick Rule Creation: each button opens the form prefilled with a typical rule of its kind. The
 * description is what the button promises: its discount, its category and its minimum quantity
 * when above 1 are the values filled in (checked by __tests__/quick-rules.test.ts).
 */
export const QUICK_RULES: QuickRule[] = [
  {
    label: 'Volume Discount',
    description: '10% off fertilizer orders of 100+ bags',
    values: () => ({
      name: 'Fertilizer Volume Discount',
      type: 'Volume Discount',
      category: 'Fertilizers',
      discount: '10',
      minQuantity: '100',
      validUntil: addDays(pktToday(), 90),
    }),
  },
  {
    label: 'Seasonal Offer',
    description: '15% off seed orders of 20+ bags for the sowing season',
    values: () => ({
      name: 'Sowing Season Seed Offer',
      type: 'Seasonal Offer',
      category: 'Seeds',
      discount: '15',
      minQuantity: '20',
      validUntil: addDays(pktToday(), 45),
    }),
  },
  {
    label: 'Bulk Purchase',
    description: '12% off irrigation kits bought in bulk, 50+ kits',
    values: () => ({
      name: 'Irrigation Bulk Deal',
      type: 'Bulk Purchase',
      category: 'Irrigation',
      discount: '12',
      minQuantity: '50',
      validUntil: addDays(pktToday(), 60),
    }),
  },
  {
    label: 'Early Bird Discount',
    description: '8% off pesticides booked before the season, 10+ packs',
    values: () => ({
      name: 'Early Bird Pesticide Booking',
      type: 'Early Bird Discount',
      category: 'Pesticides',
      discount: '8',
      minQuantity: '10',
      validUntil: addDays(pktToday(), 30),
    }),
  },
  {
    label: 'Loyalty Discount',
    description: '5% off fertilizers for repeat retailers',
    values: () => ({
      name: 'Loyal Retailer Reward',
      type: 'Loyalty Discount',
      category: 'Fertilizers',
      discount: '5',
      minQuantity: '1',
      validUntil: addDays(pktToday(), 180),
    }),
  },
];
