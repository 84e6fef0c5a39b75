import { formatDate } from '@agrihub/shared';
import type { PaymentTerms } from '@agrihub/shared';
import { useCreditSettings, type CreditSettings } from '../api/get-credit-settings';
import { TERMS_LABELS } from '../constants';

/** 'MM-DD' -> '30 Jun' (any leap year reads 02-29). */
const dayOfYear = (monthDay: string) => formatDate(`2024-${monthDay}T00:00:00Z`).replace(/ \d{4}$/, '');

/** 'After harvest (rabi by 30 Jun, kharif by 31 Dec)'; the other terms as their label. */
export function termsDescription(terms: PaymentTerms, settings: CreditSettings | undefined): string {
  if (terms !== 'harvest' || !settings) return TERMS_LABELS[terms];
  return `${TERMS_LABELS.harvest} (rabi by ${dayOfYear(settings.rabiDueDate)}, kharif by ${dayOfYear(settings.kharifDueDate)})`;
}

/** A retailer's payment terms, harvest terms with the seller's harvest due dates. */
export function TermsText({ terms }: { terms: PaymentTerms }) {
  const settings = useCreditSettings();
  return <>{termsDescription(terms, settings.data)}</>;
}
