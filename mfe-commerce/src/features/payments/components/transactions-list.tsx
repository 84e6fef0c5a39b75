import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { EmptyState, Ltr, RowList, RowTitle, StatusChip, formatDate, formatPKR, ltr } from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import { useCommerceTranslation, type CommerceT } from '../../../locales/i18n';
import type { Transaction } from '../api/get-payments';
import { paymentStatusLabel } from '../constants';

function dueText(t: CommerceT, tx: Transaction): string {
  if (tx.status === 'Paid' && tx.paidAt) return t('payments.transactions.paidOn', { date: formatDate(tx.paidAt) });
  const date = formatDay(tx.dueDate);
  return tx.status === 'Overdue' ? t('payments.transactions.wasDue', { date }) : t('payments.transactions.due', { date });
}

/** One row per invoice: who owes what, since when, its payment state and the invoice. */
export function TransactionsList({ transactions, onInvoice }: { transactions: Transaction[]; onInvoice: (tx: Transaction) => void }) {
  const { t } = useCommerceTranslation();
  if (transactions.length === 0) return <EmptyState dense title={t('payments.transactions.empty')} />;
  return (
    <RowList items={transactions} label={t('payments.transactions.title')} rowTestId="transaction" keyOf={(tx) => tx._id}>
      {(tx) => (
        <>
          <RowTitle
            primary={
              <>
                <Ltr>{tx.invoiceNumber}</Ltr>
                {' · '}
                <Ltr>{tx.orderNumber}</Ltr>
              </>
            }
            // The invoice's own date, which its due date runs from (issue 41), not the order's.
            secondary={`${tx.retailer} · ${tx.issuedOn ? t('payments.transactions.issued', { date: formatDay(tx.issuedOn) }) : formatDate(tx.orderDate)}`}
          />
          <Box sx={{ flex: '1 1 140px', textAlign: { sm: 'right' } }}>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPKR(tx.amount)}</Typography>
            <Typography variant="body2" color={tx.status === 'Overdue' ? 'error.main' : 'text.secondary'}>
              {dueText(t, tx)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '0 0 auto', ml: 'auto' }}>
            <StatusChip kind="payment" status={tx.status} label={paymentStatusLabel(t, tx.status)} />
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReceiptLongOutlinedIcon />}
              onClick={() => onInvoice(tx)}
              aria-label={t('payments.transactions.invoiceLabel', { invoiceNumber: ltr(tx.invoiceNumber) })}
            >
              {t('payments.transactions.invoice')}
            </Button>
          </Box>
        </>
      )}
    </RowList>
  );
}
