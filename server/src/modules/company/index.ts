/**
 * What other modules may use of company: everything else in this folder is its own business
 * (lint refuses an import that reaches past this file).
 */
export { salesTaxBpsOf } from './queries/sellers.ts';
