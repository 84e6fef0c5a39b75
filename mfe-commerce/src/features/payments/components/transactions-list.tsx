import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { EmptyState, RowList, RowTitle, StatusChip, formatDate, formatPKR } from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import type { Transaction } from '../api/get-payments';

function dueText(t: Transaction): string {
  if (t.status === 'Paid' && t.paidAt) return `Paid ${formatDate(t.paidAt)}`;
  return `${t.status === 'Overdue' ? 'Was due' : 'Due'} ${formatDay(t.dueDate)}`;
}

/** One row per invoice: who owes what, since when, its payment state and the invoice. */
export function TransactionsList({ transactions, onInvoice }: { transactions: Transaction[]; onInvoice: (t: Transaction) => void }) {
  if (transactions.length === 0) return <EmptyState dense title="No transactions found." />;
  return (
    <RowList items={transactions} label="Transactions" rowTestId="transaction" keyOf={(t) => t._id}>
      {(t) => (
        <>
          <RowTitle primary={`${t.invoiceNumber} · ${t.orderNumber}`} secondary={`${t.retailer} · ${formatDate(t.orderDate)}`} />
          <Box sx={{ flex: '1 1 140px', textAlign: { sm: 'right' } }}>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPKR(t.amount)}</Typography>
            <Typography variant="body2" color={t.status === 'Overdue' ? 'error.main' : 'text.secondary'}>
              {dueText(t)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '0 0 auto', ml: 'auto' }}>
            <StatusChip kind="payment" status={t.status} label={t.status} />
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReceiptLongOutlinedIcon />}
              onClick={() => onInvoice(t)}
              aria-label={`Invoice ${t.invoiceNumber}`}
            >
              Invoice
            </Button>
          </Box>
        </>
      )}
    </RowList>
  );
}
