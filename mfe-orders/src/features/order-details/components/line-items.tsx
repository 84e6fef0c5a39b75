import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard, formatNumber, formatPKR, ltr, salesTaxLabel, translateText } from '@agrihub/shared';
import type { OrderDetail } from '../api/get-order';
import { useOrdersTranslation } from '../../../locales/i18n';

/** On a phone SKU, quantity, unit price and discount move under the product name, so the amounts fit. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
/** The cells' side padding, which the totals under the table keep too, so the amounts line up. */
const CELL_PX = { xs: 1, sm: 1.5 } as const;

const minus = (amount: number) => (amount > 0 ? `-${formatPKR(amount)}` : '—');

/** The order's lines with the rule that priced each, then subtotal, discount, sales tax and total, as its invoice. */
export function LineItems({ order }: { order: OrderDetail }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('orderDetails.items')}>
      <TableContainer>
        <Table size="small" aria-label={t('orderDetails.lines')} sx={{ '& td, & th': { px: CELL_PX } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orderDetails.product')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('orderDetails.sku')}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('orderDetails.qty')}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('orderDetails.unitPrice')}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('common.discount')}
              </TableCell>
              <TableCell align="right">{t('orderDetails.lineTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{t('orderDetails.noLines')}</TableCell>
              </TableRow>
            ) : (
              order.items.map((line, i) => (
                <TableRow key={`${line.sku}-${i}`} data-testid="order-line">
                  <TableCell sx={{ minWidth: 120 }}>
                    {line.productName}
                    <Box component="span" sx={{ ...NARROW_ONLY, color: 'text.secondary', fontSize: '0.75rem' }}>
                      {t('orderDetails.lineSummary', { sku: ltr(line.sku), quantity: formatNumber(line.quantity), price: formatPKR(line.unitPrice) })}
                    </Box>
                    {line.rule ? (
                      <Box component="span" sx={{ display: 'block', color: 'success.dark', fontSize: '0.75rem' }}>
                        {t('orderDetails.ruleOff', { name: line.rule.name, discount: formatNumber(line.rule.discount) })}
                        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>{`: ${minus(line.discount)}`}</Box>
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{ltr(line.sku)}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {formatNumber(line.quantity)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                    {formatPKR(line.unitPrice)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                    {minus(line.discount)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatPKR(line.lineTotal)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
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
