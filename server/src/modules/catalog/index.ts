/**
 * What other modules may use of catalog: everything else in this folder is its own business
 * (lint refuses an import that reaches past this file).
 */
export { findImage } from './queries/products.ts';
