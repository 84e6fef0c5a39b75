import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineItemsTable, SectionCard, formatNumber, formatPKR, ltr, salesTaxLabel, translateText } from '@agrihub/shared';
import type { OrderDetail } from '../api/get-order';
import { useOrdersTranslation } from '../../../locales/i18n';

/** The cells' side padding, which the totals under the table keep too, so the amounts line up. */
const CELL_PX = { xs: 1, sm: 1.5 } as const;

const minus = (amount: number) => (amount > 0 ? `-${formatPKR(amount)}` : '—');

/** The order's lines with the rule that priced each, then subtotal, discount, sales tax and total, as its invoice. */
export function LineItems({ order }: { order: OrderDetail }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('orderDetails.items')}>
      <LineItemsTable
        lines={order.items}
        label={t('orderDetails.lines')}
        headings={{
          product: t('orderDetails.product'),
          sku: t('orderDetails.sku'),
          quantity: t('orderDetails.qty'),
          unitPrice: t('orderDetails.unitPrice'),
          discount: t('common.discount'),
          amount: t('orderDetails.lineTotal'),
        }}
        empty={t('orderDetails.noLines')}
        summary={(line) => t('orderDetails.lineSummary', { sku: ltr(line.sku), quantity: formatNumber(line.quantity), price: formatPKR(line.unitPrice) })}
        ruleText={(line) => (
          <>
            {t('orderDetails.ruleOff', { name: line.rule?.name, discount: formatNumber(line.rule?.discount ?? 0) })}
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>{`: ${minus(line.discount)}`}</Box>
          </>
        )}
        cellPx={CELL_PX}
        rowTestId="order-line"
      />
      <Box
        component="dl"
        aria-label={t('orderDetails.totals')}
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 4, rowGap: 0.5, mt: 2, mb: 0, px: CELL_PX }}
      >
        <Typography component="dt" color="text.secondary">
          {t('common.subtotal')}
        </Typography>
        <Typography component="dd" align="right" sx={{ m: 0 }} data-testid="order-subtotal">
          {formatPKR(order.subtotal)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('common.discount')}
        </Typography>
        <Typography component="dd" align="right" sx={{ m: 0 }} data-testid="order-discount">
          {minus(order.discount)}
        </Typography>
        {/* As the invoice: the tax on the total after discounts, then what the retailer owes. */}
        {order.salesTax ? (
          <>
            <Typography component="dt" color="text.secondary">
              {translateText(salesTaxLabel(order.salesTax.rate))}
            </Typography>
            <Typography component="dd" align="right" sx={{ m: 0 }} data-testid="order-sales-tax">
              {formatPKR(order.salesTax.amount)}
            </Typography>
          </>
        ) : null}
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('common.total')}
        </Typography>
        <Typography component="dd" align="right" sx={{ m: 0, fontWeight: 700 }} data-testid="order-total">
          {formatPKR(order.grandTotal)}
        </Typography>
      </Box>
    </SectionCard>
  );
}
