import type { AccountStanding, PaymentMethod, PaymentTerms } from '@agrihub/shared';

export const ACCOUNTS_PAGE_SIZE = 20;

/**
 * The label of each value the server names. A Record over the generated type, so a value the server
 * adds or drops fails the typecheck here; the choices are read from it, in the order shown.
 */
export const TERMS_LABELS: Record<PaymentTerms, string> = {
  net15: 'Net 15 days',
  net30: 'Net 30 days',
  net60: 'Net 60 days',
  net90: 'Net 90 days',
  harvest: 'After harvest',
};

/** mobile_wallet covers both wallets: the server does not say which one was used. */
export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  mobile_wallet: 'JazzCash / Easypaisa',
};

export const STANDING_LABELS: Record<AccountStanding, string> = {
  within_terms: 'Within terms',
  overdue: 'Overdue',
  over_limit: 'Over limit',
};

export const choicesOf = <K extends string>(labels: Record<K, string>) => (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export const NO_LIMIT = 'No limit';
export const RETAILER_NOT_FOUND = 'Retailer not found';
export const DIRECTORY_PATH = '/retailer-insights/retailers';
/** A retailer's page, by its id. */
export const retailerPath = (id: string) => `${DIRECTORY_PATH}/${encodeURIComponent(id)}`;
/** An order's page in Order Management, by its number. */
export const orderPath = (orderNumber: string) => `/order-management/${encodeURIComponent(orderNumber)}`;
