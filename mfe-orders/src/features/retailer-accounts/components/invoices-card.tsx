import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RowList, SectionCard, StatusChip, formatDate, formatPKR, ltr, orderPath } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { LedgerInvoice } from '../api/get-account';
import { daysText } from './money';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

/** 'Overdue · 12 days' for a late invoice; the status alone otherwise. */
const statusText = (t: OrdersT, i: LedgerInvoice) =>
  i.status === 'Overdue' && i.daysOverdue > 0 ? t('retailer.invoices.overdueDays', { days: daysText(t, i.daysOverdue) }) : t(`paymentStatus.${i.status}`);

/** What is left to pay of an invoice, and of how much: 'PKR 5,000 open of PKR 12,000'. */
function openText(t: OrdersT, i: LedgerInvoice): string {
  if (i.reversed) return t('retailer.invoices.reversedAmount', { amount: formatPKR(i.amount) });
  if (i.open === 0) return t('retailer.invoices.paidAmount', { amount: formatPKR(i.amount) });
  return i.paid > 0
    ? t('retailer.invoices.openOf', { open: formatPKR(i.open), amount: formatPKR(i.amount) })
    : t('retailer.invoices.open', { open: formatPKR(i.open) });
}

/**
 * The retailer's invoices, those still open first (the server's order otherwise: oldest due first).
 * A list rather than a table: the figures that matter (what is open, how late) stay in view from a
 * phone to the desktop's two-column page.
 */
export function InvoicesCard({ invoices }: { invoices: LedgerInvoice[] }) {
  const { t } = useOrdersTranslation();
  const sorted = [...invoices].sort((a, b) => Number(b.open > 0) - Number(a.open > 0));
  return (
    <SectionCard title={t('retailer.invoices.title')} empty={invoices.length === 0 ? t('retailer.invoices.empty') : null}>
      <Box sx={{ mx: -2 }}>
        <RowList items={sorted} keyOf={(i) => i._id} label={t('retailer.invoices.title')} rowTestId="invoice-row">
          {(i) => (
            <>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {ltr(i.invoiceNumber)}
                  {' · '}
                  <Link component={RouterLink} to={orderPath(i.orderNumber)} underline="hover" sx={{ fontWeight: 400 }}>
                    {ltr(i.orderNumber)}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('retailer.invoices.dates', { issued: formatDate(i.issuedOn), due: formatDate(i.dueDate) })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 0.5 }}>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{openText(t, i)}</Typography>
                {i.reversed ? (
                  <StatusChip status="reversed" label={t('retailer.invoices.reversed')} />
                ) : (
                  <StatusChip kind="payment" status={i.status} label={statusText(t, i)} />
                )}
              </Box>
            </>
          )}
        </RowList>
      </Box>
    </SectionCard>
  );
}
