import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard, formatNumber, formatPKR } from '@agrihub/shared';
import type { OrderDetail, OrderLine } from '../api/get-order';

/** On a phone SKU, quantity, unit price and discount move under the product name, so the amounts fit. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
/** The cells' side padding, which the totals under the table keep too, so the amounts line up. */
const CELL_PX = { xs: 1, sm: 1.5 } as const;

/** 'Urea Volume Discount (10% off)': the pricing rule that gave a line its discount. */
const ruleText = (rule: NonNullable<OrderLine['rule']>) => `${rule.name} (${formatNumber(rule.discount)}% off)`;
const minus = (amount: number) => (amount > 0 ? `-${formatPKR(amount)}` : '—');

/** The order's lines with the rule that priced each, then subtotal, discount and total. */
export function LineItems({ order }: { order: OrderDetail }) {
  return (
    <SectionCard title="Items">
      <TableContainer>
        <Table size="small" aria-label="Order lines" sx={{ '& td, & th': { px: CELL_PX } }}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell sx={WIDE_ONLY}>SKU</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Qty
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Unit Price
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Discount
              </TableCell>
              <TableCell align="right">Line Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>No line items recorded for this order.</TableCell>
              </TableRow>
            ) : (
              order.items.map((line, i) => (
                <TableRow key={`${line.sku}-${i}`} data-testid="order-line">
                  <TableCell sx={{ minWidth: 120 }}>
                    {line.productName}
                    <Box component="span" sx={{ ...NARROW_ONLY, color: 'text.secondary', fontSize: '0.75rem' }}>
                      {`${line.sku} · ${formatNumber(line.quantity)} × ${formatPKR(line.unitPrice)}`}
                    </Box>
                    {line.rule ? (
                      <Box component="span" sx={{ display: 'block', color: 'success.dark', fontSize: '0.75rem' }}>
                        {ruleText(line.rule)}
                        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>{`: ${minus(line.discount)}`}</Box>
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{line.sku}</TableCell>
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
        aria-label="Order totals"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 4, rowGap: 0.5, mt: 2, mb: 0, px: CELL_PX }}
      >
        <Typography component="dt" color="text.secondary">
          Subtotal
        </Typography>
        <Typography component="dd" align="right" sx={{ m: 0 }} data-testid="order-subtotal">
          {formatPKR(order.subtotal)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Discount
        </Typography>
        <Typography component="dd" align="right" sx={{ m: 0 }} data-testid="order-discount">
          {minus(order.discount)}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="dd" align="right" sx={{ m: 0, fontWeight: 700 }} data-testid="order-total">
          {formatPKR(order.total)}
        </Typography>
      </Box>
    </SectionCard>
  );
}
