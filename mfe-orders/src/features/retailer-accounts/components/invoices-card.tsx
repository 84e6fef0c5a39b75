import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SectionCard, StatusChip, formatDate, formatPKR } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { LedgerInvoice } from '../api/get-account';
import { orderPath } from '../constants';
import { daysText } from './money';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** 'Overdue · 12 days' for a late invoice; the status alone otherwise. */
const statusText = (i: LedgerInvoice) => (i.status === 'Overdue' && i.daysOverdue > 0 ? `Overdue · ${daysText(i.daysOverdue)}` : i.status);

/** The retailer's invoices, those still open first (the server's order otherwise: oldest due first). */
export function InvoicesCard({ invoices }: { invoices: LedgerInvoice[] }) {
  const sorted = [...invoices].sort((a, b) => Number(b.open > 0) - Number(a.open > 0));
  return (
    <SectionCard title="Invoices" empty={invoices.length === 0 ? 'No invoices yet: one is posted when an order is confirmed.' : null}>
      <TableContainer>
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Order</TableCell>
              <TableCell>Issued</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Paid</TableCell>
              <TableCell align="right">Open</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((i) => (
              <TableRow key={i._id} data-testid="invoice-row">
                <TableCell sx={NOWRAP}>{i.invoiceNumber}</TableCell>
                <TableCell sx={NOWRAP}>
                  <Link component={RouterLink} to={orderPath(i.orderNumber)} underline="hover">
                    {i.orderNumber}
                  </Link>
                </TableCell>
                <TableCell sx={NOWRAP}>{formatDate(i.issuedOn)}</TableCell>
                <TableCell sx={NOWRAP}>{formatDate(i.dueDate)}</TableCell>
                <TableCell align="right" sx={NOWRAP}>
                  {formatPKR(i.amount)}
                </TableCell>
                <TableCell align="right" sx={NOWRAP}>
                  {formatPKR(i.paid)}
                </TableCell>
                <TableCell align="right" sx={{ ...NOWRAP, fontWeight: 600 }}>
                  {formatPKR(i.open)}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {i.reversed ? <StatusChip status="reversed" label="Reversed" /> : <StatusChip kind="payment" status={i.status} label={statusText(i)} />}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
