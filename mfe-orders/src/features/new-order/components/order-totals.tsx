import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPKR, salesTaxLabel, translateText } from '@agrihub/shared';
import type { Quote } from '../api/get-quote';
import { useOrdersTranslation } from '../../../locales/i18n';

export interface OrderTotalsProps {
  quote: Quote;
  /** The lines changed since this price: it is shown dimmed until the new one comes. */
  stale: boolean;
}

/** `testId` names the row in English whatever the language: order-subtotal, order-discount, order-sales-tax, order-total. */
function Row({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={variant} sx={{ fontWeight: strong ? 700 : 400 }} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography variant={variant} sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Subtotal, Discount, the sales tax in Settings and the Total with it, as the order's page and invoice will show them. */
export function OrderTotals({ quote, stale }: OrderTotalsProps) {
  const { t } = useOrdersTranslation();
  return (
    <Box
      aria-busy={stale}
      aria-label={t('newOrder.orderTotal')}
      role="group"
      sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 }, mt: 2, opacity: stale ? 0.6 : 1 }}
    >
      <Row label={t('common.subtotal')} value={formatPKR(quote.subtotal)} testId="order-subtotal" />
      <Row label={t('common.discount')} value={formatPKR(-quote.discount)} testId="order-discount" />
      {quote.salesTax ? (
        <Row label={translateText(salesTaxLabel(quote.salesTax.rate))} value={formatPKR(quote.salesTax.amount)} testId="order-sales-tax" />
      ) : null}
      <Row label={t('common.total')} value={formatPKR(quote.grandTotal)} testId="order-total" strong />
    </Box>
  );
}
