import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage, formatPKR } from '@agrihub/shared';
import { useAccount } from '../api/get-account';
import { Facts } from '../../../lib/facts';
import { formatBalance } from '../../../lib/money';
import { OverdueAmount, availableText, limitText } from './money';
import { useOrdersTranslation } from '../../../locales/i18n';

export interface OrderCreditProps {
  retailerId: string;
  /** What the order being taken would add to the account (its total with sales tax); null until priced. */
  due: number | null;
}

/**
 * A retailer's credit beside an order being taken, before it is saved: limit, outstanding, overdue
 * and available, and whether this order goes over what is available (confirming it will then ask
 * for an override, as the credit check on Confirm does).
 */
export function OrderCredit({ retailerId, due }: OrderCreditProps) {
  const { t } = useOrdersTranslation();
  const account = useAccount(retailerId);
  if (account.isPending) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
        {t('newOrder.credit.loading')}
      </Typography>
    );
  }
  if (account.isError) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('newOrder.credit.failed', { reason: errorMessage(account.error, '') })}
      </Alert>
    );
  }
  const a = account.data;
  const over = due !== null && a.creditLimit !== null ? a.outstanding + due - a.creditLimit : 0;
  return (
    <Box component="section" aria-label={t('newOrder.credit.title', { name: a.name })} sx={{ mb: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('newOrder.credit.title', { name: a.name })}
      </Typography>
      <Facts
        label={t('retailer.credit.label')}
        rows={[
          [t('retailer.credit.creditLimit'), limitText(t, a.creditLimit)],
          [t('retailer.credit.outstanding'), formatBalance(t, a.outstanding)],
          [t('retailer.credit.overdue'), <OverdueAmount key="overdue" overdue={a.overdue} oldestDays={a.oldestOverdueDays} />],
          [t('retailer.credit.available'), availableText(a.available)],
          ...(due !== null ? ([[t('newOrder.credit.thisOrder'), formatPKR(due)]] as [string, string][]) : []),
        ]}
      />
      {over > 0 ? (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="order-credit-warning">
          {t('newOrder.credit.over', { amount: formatPKR(over) })}
        </Alert>
      ) : null}
    </Box>
  );
}
