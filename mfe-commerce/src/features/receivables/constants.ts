import type { AgingBucket, PaymentTerms } from '@agrihub/shared';

// Typed by the server's lists: a value it adds or drops fails the typecheck here, where its label is.

/** What each payment term reads as on screen. */
export const TERMS_LABELS: Record<PaymentTerms, string> = {
  net15: 'Net 15 days',
  net30: 'Net 30 days',
  net60: 'Net 60 days',
  net90: 'Net 90 days',
  harvest: 'After harvest',
};

/** The aging filter's choices, in the report's order. */
export const BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
};

export const AGING_BUCKETS = Object.keys(BUCKET_LABELS) as AgingBucket[];
