import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber, formatPKR } from '../format/format';
import { ltr } from '../format/format';

/** A priced line of an order or its invoice, as the server answers both. */
export interface PricedLine {
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  lineTotal: number;
  rule: { name: string; discount: number } | null;
}

export interface LineItemsTableProps<L extends PricedLine> {
  lines: readonly L[];
  /** The table's accessible name. */
  label: string;
  /** Column headings; a `discount` heading adds the line discount column. */
  headings: { product: string; sku: string; quantity: string; unitPrice: string; discount?: string; amount: string };
  /** Said in the table when there is no line. */
  empty: string;
  /** On a phone, under the product name: its SKU, quantity and price, which the wide columns show otherwise. */
  summary: (line: L) => ReactNode;
  /** Under the product name: the pricing rule that discounted the line. */
  ruleText: (line: L) => ReactNode;
  /** The cells' side padding (totals under the table keep it too, so the amounts line up). */
  cellPx?: { xs: number; sm: number };
  rowTestId?: string;
}

/** On a phone SKU, quantity, unit price and discount move under the product name, so the amounts fit. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The lines of an order or an invoice, each with the rule that priced it: one table for the order page and the invoice. */
export function LineItemsTable<L extends PricedLine>({
  lines,
  label,
  headings,
  empty,
  summary,
  ruleText,
  cellPx = { xs: 1, sm: 2 },
  rowTestId,
}: LineItemsTableProps<L>) {
  const withDiscount = headings.discount !== undefined;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { px: cellPx } }}>
        <TableHead>
          <TableRow>
            <TableCell>{headings.product}</TableCell>
            <TableCell sx={WIDE_ONLY}>{headings.sku}</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {headings.quantity}
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {headings.unitPrice}
            </TableCell>
            {withDiscount ? (
              <TableCell align="right" sx={WIDE_ONLY}>
                {headings.discount}
              </TableCell>
            ) : null}
            <TableCell align="right">{headings.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={withDiscount ? 6 : 5}>{empty}</TableCell>
            </TableRow>
          ) : (
            lines.map((line, i) => (
              <TableRow key={`${line.sku}-${i}`} data-testid={rowTestId}>
                <TableCell sx={{ minWidth: 120 }}>
                  {line.productName}
                  <Box component="span" sx={{ ...NARROW_ONLY, color: 'text.secondary', fontSize: '0.75rem' }}>
                    {summary(line)}
                  </Box>
                  {line.rule ? (
                    <Box component="span" sx={{ display: 'block', color: 'success.dark', fontSize: '0.75rem' }}>
                      {ruleText(line)}
                    </Box>
                  ) : null}
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, ...NOWRAP }}>{ltr(line.sku)}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {formatNumber(line.quantity)}
                </TableCell>
                <TableCell align="right" sx={{ ...WIDE_ONLY, ...NOWRAP }}>
                  {formatPKR(line.unitPrice)}
                </TableCell>
                {withDiscount ? (
                  <TableCell align="right" sx={{ ...WIDE_ONLY, ...NOWRAP }}>
                    {line.discount > 0 ? ltr(`-${formatPKR(line.discount)}`) : '—'}
                  </TableCell>
                ) : null}
                <TableCell align="right" sx={{ ...NOWRAP, fontWeight: withDiscount ? 600 : undefined }}>
                  {formatPKR(line.lineTotal)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
