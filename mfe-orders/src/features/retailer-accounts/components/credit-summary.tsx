import { SectionCard, formatPKR, ltr } from '@agrihub/shared';
import type { AccountDetail } from '../api/get-account';
import { Facts } from '../../../lib/facts';
import { OverdueAmount, availableText, limitText } from './money';
import { TermsText } from './terms-text';
import { useOrdersTranslation } from '../../../locales/i18n';
import { formatBalance } from '../../../lib/money';

/** The credit a retailer has: limit, terms, what it owes, what is late, what it may still buy on credit. */
export function CreditSummary({ account }: { account: AccountDetail }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('retailer.credit.title')}>
      <Facts
        label={t('retailer.credit.label')}
        rows={[
          [t('retailer.credit.creditLimit'), limitText(t, account.creditLimit)],
          [t('retailer.credit.paymentTerms'), <TermsText key="terms" terms={account.paymentTerms} />],
          [t('retailer.credit.outstanding'), formatBalance(t, account.outstanding)],
          [t('retailer.credit.overdue'), <OverdueAmount key="overdue" overdue={account.overdue} oldestDays={account.oldestOverdueDays} />],
          [t('retailer.credit.available'), availableText(account.available)],
          ...(account.unallocated > 0 ? ([[t('retailer.credit.onAccount'), formatPKR(account.unallocated)]] as [string, string][]) : []),
        ]}
      />
    </SectionCard>
  );
}

/** Where the retailer is and how to reach it. */
export function ContactCard({ account }: { account: AccountDetail }) {
  const { t } = useOrdersTranslation();
  const place = [account.city, account.province].filter((p) => p.trim() !== '').join(', ');
  return (
    <SectionCard title={t('retailer.contact.title')}>
      <Facts
        label={t('retailer.contact.label')}
        rows={[
          [t('common.city'), place || '—'],
          [t('common.phone'), account.phone ? ltr(account.phone) : '—'],
          [t('common.address'), account.address || '—'],
        ]}
      />
    </SectionCard>
  );
}
