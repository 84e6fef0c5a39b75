import type { AccountStanding, PaymentMethod, PaymentTerms } from '@agrihub/shared';
import type { OrdersT } from '../../locales/i18n';

export const ACCOUNTS_PAGE_SIZE = 20;

/**
 * Each value the server names, in the order shown. A Record over the generated type, so a value the
 * server adds or drops fails the typecheck here; each one's label is in the locales (terms.<value>,
 * method.<value>, standing.<value>).
 */
const valuesOf = <K extends string>(values: Record<K, true>) => Object.keys(values) as K[];

export const PAYMENT_TERMS = valuesOf<PaymentTerms>({ net15: true, net30: true, net60: true, net90: true, harvest: true });
/** mobile_wallet covers both wallets: the server does not say which one was used. */
export const PAYMENT_METHODS = valuesOf<PaymentMethod>({ cash: true, bank_transfer: true, cheque: true, mobile_wallet: true });
export const STANDINGS = valuesOf<AccountStanding>({ within_terms: true, overdue: true, over_limit: true });

export const termsLabel = (t: OrdersT, terms: PaymentTerms) => t(`terms.${terms}`);
export const methodLabel = (t: OrdersT, method: PaymentMethod) => t(`method.${method}`);
export const standingLabel = (t: OrdersT, standing: AccountStanding) => t(`standing.${standing}`);

export const choicesOf = <K extends string>(values: readonly K[], label: (value: K) => string) => values.map((value) => ({ value, label: label(value) }));
