import { SectionCard, formatPKR } from '@agrihub/shared';
import type { AccountDetail } from '../api/get-account';
import { Facts } from '../../../lib/facts';
import { OverdueAmount, availableText, limitText } from './money';
import { TermsText } from './terms-text';

/** The credit a retailer has: limit, terms, what it owes, what is late, what it may still buy on credit. */
export function CreditSummary({ account }: { account: AccountDetail }) {
  return (
    <SectionCard title="Credit">
      <Facts
        label="Credit summary"
        rows={[
          ['Credit limit', limitText(account.creditLimit)],
          ['Payment terms', <TermsText key="terms" terms={account.paymentTerms} />],
          ['Outstanding', formatPKR(account.outstanding)],
          ['Overdue', <OverdueAmount key="overdue" overdue={account.overdue} oldestDays={account.oldestOverdueDays} />],
          ['Available credit', availableText(account.available)],
          ...(account.unallocated > 0 ? ([['Credit on account', formatPKR(account.unallocated)]] as [string, string][]) : []),
        ]}
      />
    </SectionCard>
  );
}

/** Where the retailer is and how to reach it. */
export function ContactCard({ account }: { account: AccountDetail }) {
  const place = [account.city, account.province].filter((p) => p.trim() !== '').join(', ');
  return (
    <SectionCard title="Contact">
      <Facts
        label="Contact details"
        rows={[
          ['City', place || '—'],
          ['Phone', account.phone || '—'],
          ['Address', account.address || '—'],
        ]}
      />
    </SectionCard>
  );
}
