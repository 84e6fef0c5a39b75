/**
 * Pricing rules applied to an order line (issue 18): which rule a line gets and what it takes off.
 * Pure functions over integer paisa, so a price is the same wherever it is worked out.
 */
import { RULE_CATEGORY_PRODUCT_CATEGORY, type PricingRuleCategory, type ProductCategory } from '../../../platform/schemas/domain.ts';

export interface ApplicableRule {
  id: string;
  name: string;
  category: PricingRuleCategory;
  /** Percent, up to 2 decimals. */
  discount: number;
  minQuantity: number;
  isActive: boolean;
  /** YYYY-MM-DD, the last day (Pakistan time) the rule applies. */
  validUntil: string;
  createdAt: Date;
}

/**
 * The rule a line of `quantity` units of a `category` product gets on `today` (YYYY-MM-DD, PKT): of the
 * active, unexpired rules for its category whose minimum quantity it reaches, the biggest discount
 * (the newest rule on a tie). Rules do not stack.
 */
export function ruleFor(rules: readonly ApplicableRule[], category: ProductCategory, quantity: number, today: string): ApplicableRule | null {
  let best: ApplicableRule | null = null;
  for (const rule of rules) {
    if (!rule.isActive || rule.validUntil < today) continue;
    if (RULE_CATEGORY_PRODUCT_CATEGORY[rule.category] !== category) continue;
    if (quantity < rule.minQuantity) continue;
    if (!best || rule.discount > best.discount || (rule.discount === best.discount && rule.createdAt > best.createdAt)) best = rule;
  }
  return best;
}

/** The discount in paisa on `grossPaisa` at `percent` (2 decimals), rounded half up, without floats. */
export function discountPaisa(grossPaisa: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(grossPaisa) * basisPoints + 5000n) / 10000n);
}

export interface PricedLine {
  unitPricePaisa: number;
  quantity: number;
  grossPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
  rule: ApplicableRule | null;
}

export function priceLine(unitPricePaisa: number, quantity: number, category: ProductCategory, rules: readonly ApplicableRule[], today: string): PricedLine {
  const grossPaisa = unitPricePaisa * quantity;
  const rule = ruleFor(rules, category, quantity, today);
  const off = rule ? discountPaisa(grossPaisa, rule.discount) : 0;
  return { unitPricePaisa, quantity, grossPaisa, discountPaisa: off, totalPaisa: grossPaisa - off, rule };
}
