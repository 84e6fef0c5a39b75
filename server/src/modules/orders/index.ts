/**
 * What other modules may use of orders: everything else in this folder is its own business
 * (lint refuses an import that reaches past this file).
 */
export { lineDto, salesTaxOf, taxRateSql } from './queries/orders.ts';
export type { LockedOrder, StoredLine } from './queries/orders.ts';
export { searchRetailers } from './queries/retailers.ts';
export { OrderItem, Retailer } from './schemas/orders.ts';
