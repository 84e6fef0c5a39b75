import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPKR } from '@agrihub/shared';
import type { Quote } from '../api/get-quote';

export interface OrderTotalsProps {
  quote: Quote;
  /** The lines changed since this price: it is shown dimmed until the new one comes. */
  stale: boolean;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={variant} sx={{ fontWeight: strong ? 700 : 400 }} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography variant={variant} sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }} data-testid={`order-${label.toLowerCase()}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** Subtotal, Discount and Total of the order as the server prices it. */
export function OrderTotals({ quote, stale }: OrderTotalsProps) {
  return (
    <Box aria-busy={stale} aria-label="Order total" role="group" sx={{ ml: { sm: 'auto' }, maxWidth: { sm: 360 }, mt: 2, opacity: stale ? 0.6 : 1 }}>
      <Row label="Subtotal" value={formatPKR(quote.subtotal)} />
      <Row label="Discount" value={formatPKR(-quote.discount)} />
      <Row label="Total" value={formatPKR(quote.total)} strong />
    </Box>
  );
}
