/**
 * What other modules may use of receivables: everything else in this folder is its own business
 * (lint refuses an import that reaches past this file).
 */
export { invoiceConfirmedOrder, overrideReasonOf, reverseCancelledOrder } from './domain/credit.ts';
