import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatNumber, formatPKR } from '@agrihub/shared';
import { useOrdersTranslation } from '../locales/i18n';

export interface TotalWithTaxProps {
  order: { grandTotal: number; salesTax: { rate: number } | null };
  /** The amount's text: a card's headline or a row's figure. */
  variant?: 'h6' | 'body1';
  testId: string;
  sx?: SxProps<Theme>;
}

/**
 * What the retailer owes for an order, as the invoice, the ledger and aging say (issue 41): the total
 * with its sales tax, and under it which rate it includes.
 */
export function TotalWithTax({ order, variant = 'body1', testId, sx }: TotalWithTaxProps) {
  const { t } = useOrdersTranslation();
  return (
    <Box sx={sx}>
      <Typography variant={variant} component="p" sx={{ fontWeight: variant === 'h6' ? 700 : 600, whiteSpace: 'nowrap', m: 0 }} data-testid={testId}>
        {formatPKR(order.grandTotal)}
      </Typography>
      {order.salesTax ? (
        <Typography variant="caption" color="text.secondary">
          {t('common.inclTax', { rate: formatNumber(order.salesTax.rate) })}
        </Typography>
      ) : null}
    </Box>
  );
}
