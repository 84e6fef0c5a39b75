import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RowList, SectionCard, StatusChip, formatDate, formatPKR } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { LedgerInvoice } from '../api/get-account';
import { orderPath } from '../constants';
import { daysText } from './money';

/** 'Overdue · 12 days' for a late invoice; the status alone otherwise. */
const statusText = (i: LedgerInvoice) => (i.status === 'Overdue' && i.daysOverdue > 0 ? `Overdue · ${daysText(i.daysOverdue)}` : i.status);

/** What is left to pay of an invoice, and of how much: 'PKR 5,000 open of PKR 12,000'. */
function openText(i: LedgerInvoice): string {
  if (i.reversed) return `${formatPKR(i.amount)} reversed`;
  if (i.open === 0) return `${formatPKR(i.amount)} paid`;
  return i.paid > 0 ? `${formatPKR(i.open)} open of ${formatPKR(i.amount)}` : `${formatPKR(i.open)} open`;
}

/**
 * The retailer's invoices, those still open first (the server's order otherwise: oldest due first).
 * A list rather than a table: the figures that matter (what is open, how late) stay in view from a
 * phone to the desktop's two-column page.
 */
export function InvoicesCard({ invoices }: { invoices: LedgerInvoice[] }) {
  const sorted = [...invoices].sort((a, b) => Number(b.open > 0) - Number(a.open > 0));
  return (
    <SectionCard title="Invoices" empty={invoices.length === 0 ? 'No invoices yet: one is posted when an order is confirmed.' : null}>
      <Box sx={{ mx: -2 }}>
        <RowList items={sorted} keyOf={(i) => i._id} label="Invoices" rowTestId="invoice-row">
          {(i) => (
            <>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {i.invoiceNumber}
                  {' · '}
                  <Link component={RouterLink} to={orderPath(i.orderNumber)} underline="hover" sx={{ fontWeight: 400 }}>
                    {i.orderNumber}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary">{`Issued ${formatDate(i.issuedOn)} · due ${formatDate(i.dueDate)}`}</Typography>
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 0.5 }}>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{openText(i)}</Typography>
                {i.reversed ? <StatusChip status="reversed" label="Reversed" /> : <StatusChip kind="payment" status={i.status} label={statusText(i)} />}
              </Box>
            </>
          )}
        </RowList>
      </Box>
    </SectionCard>
  );
}
