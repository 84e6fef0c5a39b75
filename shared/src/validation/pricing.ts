/**
 * The pricing contract: which catalog category each pricing rule's category discounts. The server
 * applies rules by it and answers it with the rule list (`appliesTo`); the tests read it from here.
 */
import type { PricingRuleCategory, ProductCategory } from '../api/openapi.gen';

/** The catalog category whose products a rule of each category discounts (null: none matches yet, so the rule applies to no product). */
export const RULE_CATEGORY_PRODUCT_CATEGORY = {
  Fertilizers: 'fertilizers',
  Seeds: 'seeds',
  Pesticides: 'pesticides',
  Tools: 'tools',
  Irrigation: 'equipment',
  'Organic Products': null,
} as const satisfies Record<PricingRuleCategory, ProductCategory | null>;
