import { agingBucketValues, ltr, type AccountStanding, type AgingBucket, type PaymentMethod, type PaymentTerms } from '@agrihub/shared';
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

/**
 * A bucket's days as one left-to-right run ("1–30", "90+"): in Urdu's right-to-left line the digits
 * and the dash would otherwise read "30–1" (issue 41).
 */
export const dayRange = (bucket: Exclude<AgingBucket, 'current'>) => ltr(bucket === '90+' ? bucket : bucket.replace('-', '–'));

/** The aging filter's choices, in the report's order. */
export function bucketLabels(t: OrdersT): Record<AgingBucket, string> {
  return {
    current: t('aging.buckets.current'),
    '1-30': t('aging.buckets.days1to30', { range: dayRange('1-30') }),
    '31-60': t('aging.buckets.days31to60', { range: dayRange('31-60') }),
    '61-90': t('aging.buckets.days61to90', { range: dayRange('61-90') }),
    '90+': t('aging.buckets.days90plus', { range: dayRange('90+') }),
  };
}

/** The buckets in the report's order (the server's list). */
export const AGING_BUCKETS: readonly AgingBucket[] = agingBucketValues;
