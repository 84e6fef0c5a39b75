import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RowList, SectionCard, formatDate, formatPKR } from '@agrihub/shared';
import type { ReceivedPayment } from '../api/get-account';
import { METHOD_LABELS } from '../constants';

/** What a payment paid: 'INV-1 PKR 5,000 · INV-2 PKR 2,000', and what is left over as credit. */
function appliedText(p: ReceivedPayment): string {
  const paid = p.allocations.map((a) => `${a.invoiceNumber} ${formatPKR(a.amount)}`);
  if (p.unallocated > 0) paid.push(`${formatPKR(p.unallocated)} unallocated`);
  return paid.length > 0 ? `Paid ${paid.join(' · ')}` : 'Not applied';
}

/** Payments received, newest first: when, how much, how, who recorded it and which invoices it paid. */
export function PaymentsCard({ payments }: { payments: ReceivedPayment[] }) {
  return (
    <SectionCard title="Payments" empty={payments.length === 0 ? 'No payments recorded yet.' : null}>
      <Box sx={{ mx: -2 }}>
        <RowList items={payments} keyOf={(p) => p._id} label="Payments" rowTestId="payment-row">
          {(p) => (
            <>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography
                  sx={{ fontWeight: 600 }}
                >{`${formatDate(p.receivedOn)} · ${METHOD_LABELS[p.method]}${p.reference ? ` · ${p.reference}` : ''}`}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {appliedText(p)}
                </Typography>
                <Typography variant="body2" color="text.secondary">{`Recorded by ${p.recordedBy}`}</Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPKR(p.amount)}</Typography>
            </>
          )}
        </RowList>
      </Box>
    </SectionCard>
  );
}
