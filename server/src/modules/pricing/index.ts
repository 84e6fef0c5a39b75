/**
 * What other modules may use of pricing: everything else in this folder is its own business
 * (lint refuses an import that reaches past this file).
 */
export { applicableRules, productOptions, productOptionsByIds, productsByIds } from './domain/order-pricing.ts';
export { priceLine } from './domain/pricing.ts';
