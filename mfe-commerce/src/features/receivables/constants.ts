import { agingBucketValues, ltr, type AgingBucket, type PaymentTerms } from '@agrihub/shared';
import type { CommerceT } from '../../locales/i18n';

// Typed by the server's lists: a value it adds or drops fails the typecheck here, where its label is.

/** What each payment term reads as on screen. */
export function termsLabels(t: CommerceT): Record<PaymentTerms, string> {
  return {
    net15: t('receivables.terms.net15'),
    net30: t('receivables.terms.net30'),
    net60: t('receivables.terms.net60'),
    net90: t('receivables.terms.net90'),
    harvest: t('receivables.terms.harvest'),
  };
}

/**
 * A bucket's days as one left-to-right run ("1–30", "90+"): in Urdu's right-to-left line the digits
 * and the dash would otherwise read "30–1" (issue 41).
 */
export const dayRange = (bucket: Exclude<AgingBucket, 'current'>) => ltr(bucket === '90+' ? bucket : bucket.replace('-', '–'));

/** The aging filter's choices, in the report's order. */
export function bucketLabels(t: CommerceT): Record<AgingBucket, string> {
  return {
    current: t('receivables.buckets.current'),
    '1-30': t('receivables.buckets.days1to30', { range: dayRange('1-30') }),
    '31-60': t('receivables.buckets.days31to60', { range: dayRange('31-60') }),
    '61-90': t('receivables.buckets.days61to90', { range: dayRange('61-90') }),
    '90+': t('receivables.buckets.days90plus', { range: dayRange('90+') }),
  };
}

/** The buckets in the report's order (the server's list). */
export const AGING_BUCKETS: readonly AgingBucket[] = agingBucketValues;
