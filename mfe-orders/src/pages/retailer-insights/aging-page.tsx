import { PageHeader } from '@agrihub/shared';
import { ReceivablesAging } from '../../features/retailer-accounts/components/receivables-aging';
import { useOrdersTranslation } from '../../locales/i18n';
import { BackToInsights } from './back-to-insights';

/** /retailer-insights/aging: what each retailer owes by days past due, beside the directory of their accounts. */
export function AgingPage() {
  const { t } = useOrdersTranslation();
  return (
    <>
      <BackToInsights />
      <PageHeader title={t('aging.title')} subtitle={t('aging.subtitle')} />
      <ReceivablesAging />
    </>
  );
}
