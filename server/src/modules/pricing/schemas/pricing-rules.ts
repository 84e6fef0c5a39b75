import { Type, type Static } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import {
  PRICING_RULE_CATEGORIES,
  PRICING_RULE_TYPES,
  PricingRuleCategory,
  PricingRuleStatus,
  PricingRuleType,
  ProductCategory,
} from '../../../platform/schemas/domain.ts';

export const PricingRule = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  type: ref(PricingRuleType),
  category: ref(PricingRuleCategory),
  discount: Type.Number({ description: 'Percent, 1 to 100' }),
  minQuantity: Type.Integer(),
  status: ref(PricingRuleStatus),
  isActive: Type.Boolean(),
  validUntil: Type.String({ format: 'date' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

/** What a pricing rule's form sends, to create it or to replace its values (the route validates it: validatePricingRule). */
export const PricingRuleBody = Type.Object({
  name: Type.String({ maxLength: 500 }),
  type: Type.String({ maxLength: 50, description: PRICING_RULE_TYPES.join(', ') }),
  category: Type.String({ maxLength: 50, description: PRICING_RULE_CATEGORIES.join(', ') }),
  discount: Type.Number({ description: 'Percent, 1 to 100, at most 2 decimals' }),
  minQuantity: Type.Integer({ description: 'At least 1' }),
  validUntil: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, today (PKT) or later' }),
});

const productCategoryOrNone = () => Type.Union([ref(ProductCategory), Type.Null()]);
/** RULE_CATEGORY_PRODUCT_CATEGORY as the API answers it: a key per rule category. */
export const PricingRuleAppliesTo = Type.Object(
  Object.fromEntries(PRICING_RULE_CATEGORIES.map((c) => [c, productCategoryOrNone()])) as Record<PricingRuleCategory, ReturnType<typeof productCategoryOrNone>>,
  { description: 'For each rule category, the product category its rules apply to (null: none yet, so such a rule applies to no product)' },
);

export const PricingRuleSummary = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
  expired: Type.Integer(),
});

export type PricingRule = Static<typeof PricingRule>;
