import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RowList, SectionCard, formatDate, formatPKR, ltr } from '@agrihub/shared';
import type { ReceivedPayment } from '../api/get-account';
import { methodLabel } from '../constants';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

/** What a payment paid: 'INV-1 PKR 5,000 · INV-2 PKR 2,000', and what is left over as credit. */
function appliedText(t: OrdersT, p: ReceivedPayment): string {
  const paid = p.allocations.map((a) => `${ltr(a.invoiceNumber)} ${formatPKR(a.amount)}`);
  if (p.unallocated > 0) paid.push(t('retailer.payments.unallocated', { amount: formatPKR(p.unallocated) }));
  return paid.length > 0 ? t('retailer.payments.paid', { list: paid.join(' · ') }) : t('retailer.payments.notApplied');
}

/** Payments received, newest first: when, how much, how, who recorded it and which invoices it paid. */
export function PaymentsCard({ payments }: { payments: ReceivedPayment[] }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('retailer.payments.title')} empty={payments.length === 0 ? t('retailer.payments.empty') : null}>
      <Box sx={{ mx: -2 }}>
        <RowList items={payments} keyOf={(p) => p._id} label={t('retailer.payments.title')} rowTestId="payment-row">
          {(p) => (
            <>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography
                  sx={{ fontWeight: 600 }}
                >{`${formatDate(p.receivedOn)} · ${methodLabel(t, p.method)}${p.reference ? ` · ${ltr(p.reference)}` : ''}`}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {appliedText(t, p)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('retailer.payments.recordedBy', { name: p.recordedBy })}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPKR(p.amount)}</Typography>
            </>
          )}
        </RowList>
      </Box>
    </SectionCard>
  );
}
