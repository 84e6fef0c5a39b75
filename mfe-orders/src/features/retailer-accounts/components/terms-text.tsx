import { formatDate } from '@agrihub/shared';
import type { PaymentTerms } from '@agrihub/shared';
import { useCreditSettings, type CreditSettings } from '../api/get-credit-settings';
import { termsLabel } from '../constants';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

/** 'MM-DD' -> '30 Jun' (any leap year reads 02-29). */
const dayOfYear = (monthDay: string) => formatDate(`2024-${monthDay}T00:00:00Z`).replace(/ \d{4}$/, '');

/** 'After harvest (rabi by 30 Jun, kharif by 31 Dec)'; the other terms as their label. */
export function termsDescription(t: OrdersT, terms: PaymentTerms, settings: CreditSettings | undefined): string {
  if (terms !== 'harvest' || !settings) return termsLabel(t, terms);
  return t('terms.harvestDates', { rabi: dayOfYear(settings.rabiDueDate), kharif: dayOfYear(settings.kharifDueDate) });
}

/** A retailer's payment terms, harvest terms with the seller's harvest due dates. */
export function TermsText({ terms }: { terms: PaymentTerms }) {
  const { t } = useOrdersTranslation();
  const settings = useCreditSettings();
  return <>{termsDescription(t, terms, settings.data)}</>;
}
