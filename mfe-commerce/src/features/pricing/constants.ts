import { pricingRuleCategoryValues, pricingRuleTypeValues, statusLabel } from '@agrihub/shared';
import type { PricingRuleCategory, PricingRuleStatus, PricingRuleType, ProductCategory } from '@agrihub/shared';
import { addDays, pktToday } from '../../lib/dates';
import en from '../../locales/en.json';
import type { CommerceT } from '../../locales/i18n';

export interface RuleFormValues {
  name: string;
  type: string;
  category: string;
  discount: string;
  minQuantity: string;
  validUntil: string;
}

export const EMPTY_RULE: RuleFormValues = { name: '', type: '', category: '', discount: '', minQuantity: '1', validUntil: '' };

/** The statuses a rule can have, in the status filter's order. */
export const RULE_STATUSES: readonly PricingRuleStatus[] = ['Active', 'Inactive', 'Expired'];

/** A rule's status as the list shows it. */
export function ruleStatusLabel(t: CommerceT, status: PricingRuleStatus): string {
  const labels: Record<PricingRuleStatus, string> = {
    Active: t('pricing.status.active'),
    Inactive: t('pricing.status.inactive'),
    Expired: t('pricing.status.expired'),
  };
  return labels[status] ?? status;
}

/** A rule type (the value the server keeps, in English) as the screen shows it. */
export function ruleTypeLabel(t: CommerceT, type: string): string {
  const labels: Record<PricingRuleType, string> = {
    'Volume Discount': t('pricing.types.volumeDiscount'),
    'Seasonal Offer': t('pricing.types.seasonalOffer'),
    'Bulk Purchase': t('pricing.types.bulkPurchase'),
    'Early Bird Discount': t('pricing.types.earlyBirdDiscount'),
    'Loyalty Discount': t('pricing.types.loyaltyDiscount'),
  };
  return labels[type as PricingRuleType] ?? type;
}

/** A rule category (the value the server keeps, in English) as the screen shows it. */
export function ruleCategoryLabel(t: CommerceT, category: string): string {
  const labels: Record<PricingRuleCategory, string> = {
    Fertilizers: t('pricing.categories.fertilizers'),
    Seeds: t('pricing.categories.seeds'),
    Pesticides: t('pricing.categories.pesticides'),
    Tools: t('pricing.categories.tools'),
    Irrigation: t('pricing.categories.irrigation'),
    'Organic Products': t('pricing.categories.organicProducts'),
  };
  return labels[category as PricingRuleCategory] ?? category;
}

/** A catalog product category ('fertilizers') as the screen shows it ('Fertilizers'). */
export function productCategoryLabel(t: CommerceT, category: string): string {
  const labels: Record<ProductCategory, string> = {
    fertilizers: t('pricing.productCategories.fertilizers'),
    pesticides: t('pricing.productCategories.pesticides'),
    seeds: t('pricing.productCategories.seeds'),
    tools: t('pricing.productCategories.tools'),
    equipment: t('pricing.productCategories.equipment'),
  };
  return labels[category as ProductCategory] ?? statusLabel(category);
}

/** The rule form's choices: the server's values, each with its label. */
export const ruleTypeOptions = (t: CommerceT) => pricingRuleTypeValues.map((value) => ({ value, label: ruleTypeLabel(t, value) }));
export const ruleCategoryOptions = (t: CommerceT) => pricingRuleCategoryValues.map((value) => ({ value, label: ruleCategoryLabel(t, value) }));

export type QuickRuleId = Exclude<keyof typeof en.pricing.quick, 'title'>;

export interface QuickRule {
  id: QuickRuleId;
  /** The button's title and its promise, in English (the screen shows quickRuleTexts). */
  label: string;
  description: string;
  /** The form's values; `name` is the suggested rule name in the language shown (English unless given). */
  values: (name?: string) => RuleFormValues;
}

/** A quick rule valid for `days` from today (counted when the button is pressed). */
const quick = (id: QuickRuleId, values: Omit<RuleFormValues, 'name' | 'validUntil'>, days: number): QuickRule => ({
  id,
  label: en.pricing.quick[id].label,
  description: en.pricing.quick[id].description,
  values: (name = en.pricing.quick[id].ruleName) => ({ name, ...values, validUntil: addDays(pktToday(), days) }),
});

/**
 * Quick Rule Creation: each button opens the form prefilled with a typical rule of its kind. The
 * description is what the button promises: its discount, its category and its minimum quantity
 * when above 1 are the values filled in (checked by __tests__/quick-rules.test.ts).
 */
export const QUICK_RULES: QuickRule[] = [
  quick(
    'volumeDiscount',
    {
      type: 'Volume Discount',
      category: 'Fertilizers',
      discount: '10',
      minQuantity: '100',
    },
    90,
  ),
  quick(
    'seasonalOffer',
    {
      type: 'Seasonal Offer',
      category: 'Seeds',
      discount: '15',
      minQuantity: '20',
    },
    45,
  ),
  quick(
    'bulkPurchase',
    {
      type: 'Bulk Purchase',
      category: 'Irrigation',
      discount: '12',
      minQuantity: '50',
    },
    60,
  ),
  quick(
    'earlyBirdDiscount',
    {
      type: 'Early Bird Discount',
      category: 'Pesticides',
      discount: '8',
      minQuantity: '10',
    },
    30,
  ),
  quick(
    'loyaltyDiscount',
    {
      type: 'Loyalty Discount',
      category: 'Fertilizers',
      discount: '5',
      minQuantity: '1',
    },
    180,
  ),
];

/** Each quick rule's button title, promise and suggested rule name in the language shown. */
export function quickRuleTexts(t: CommerceT): Record<QuickRuleId, { label: string; description: string; ruleName: string }> {
  return {
    volumeDiscount: {
      label: t('pricing.quick.volumeDiscount.label'),
      description: t('pricing.quick.volumeDiscount.description'),
      ruleName: t('pricing.quick.volumeDiscount.ruleName'),
    },
    seasonalOffer: {
      label: t('pricing.quick.seasonalOffer.label'),
      description: t('pricing.quick.seasonalOffer.description'),
      ruleName: t('pricing.quick.seasonalOffer.ruleName'),
    },
    bulkPurchase: {
      label: t('pricing.quick.bulkPurchase.label'),
      description: t('pricing.quick.bulkPurchase.description'),
      ruleName: t('pricing.quick.bulkPurchase.ruleName'),
    },
    earlyBirdDiscount: {
      label: t('pricing.quick.earlyBirdDiscount.label'),
      description: t('pricing.quick.earlyBirdDiscount.description'),
      ruleName: t('pricing.quick.earlyBirdDiscount.ruleName'),
    },
    loyaltyDiscount: {
      label: t('pricing.quick.loyaltyDiscount.label'),
      description: t('pricing.quick.loyaltyDiscount.description'),
      ruleName: t('pricing.quick.loyaltyDiscount.ruleName'),
    },
  };
}
