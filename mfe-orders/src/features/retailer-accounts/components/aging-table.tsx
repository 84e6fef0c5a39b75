import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { RowList, RowTitle, formatNumber, formatPKR, retailerPath } from '@agrihub/shared';
import type { AgingBucket } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { AgingAmounts, AgingReport, AgingRow } from '../api/get-aging';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';
import { bucketLabels, dayRange, termsLabel } from '../constants';

type Amount = keyof AgingAmounts;

/** The amount columns in the report's order: the bucket each is (null for the total). */
const AMOUNTS: { key: Amount; bucket: AgingBucket | null }[] = [
  { key: 'current', bucket: 'current' },
  { key: 'days1to30', bucket: '1-30' },
  { key: 'days31to60', bucket: '31-60' },
  { key: 'days61to90', bucket: '61-90' },
  { key: 'days90plus', bucket: '90+' },
  { key: 'total', bucket: null },
];
const BUCKETS = AMOUNTS.filter((a) => a.bucket !== null);

/** Each amount column's heading. */
function headings(t: OrdersT): Record<Amount, string> {
  return {
    current: t('aging.columns.current'),
    days1to30: t('aging.columns.days1to30', { range: dayRange('1-30') }),
    days31to60: t('aging.columns.days31to60', { range: dayRange('31-60') }),
    days61to90: t('aging.columns.days61to90', { range: dayRange('61-90') }),
    days90plus: t('aging.columns.days90plus', { range: dayRange('90+') }),
    total: t('aging.columns.total'),
  };
}

/** Retailer Insights (remote "orders") shows the retailer's account; the shell routes the path there. */

const pastDue = (key: Amount) => key !== 'current' && key !== 'total';
/** An amount past its due date stands out in the error colour; nothing owed reads as a dash. */
const amountSx = (key: Amount, value: number) => ({
  whiteSpace: 'nowrap',
  color: pastDue(key) && value > 0 ? 'error.main' : undefined,
  fontWeight: key === 'total' ? 700 : undefined,
});
const amountText = (value: number) => (value === 0 ? '—' : formatPKR(value));
const limitText = (t: OrdersT, row: AgingRow) => (row.creditLimit === null ? t('aging.noLimit') : formatPKR(row.creditLimit));
/** Spaces that hold their words together: 'Limit: PKR 500,000' never breaks across lines (issue 41). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');
/** 'Okara · Net 30 days · Limit: PKR 500,000': what the report knows of the retailer besides its name; a line breaks only between its parts. */
const detailText = (t: OrdersT, row: AgingRow) =>
  [row.city, termsLabel(t, row.paymentTerms), unbroken(t('aging.limit', { limit: limitText(t, row) }))].filter(Boolean).join(' · ');
const totalLabel = (t: OrdersT, retailers: number) => t('aging.totalRetailers', { count: retailers, n: formatNumber(retailers) });

function RetailerLink({ row }: { row: AgingRow }) {
  return (
    <Link component={RouterLink} to={retailerPath(row.retailerId)} underline="hover" sx={{ fontWeight: 600 }}>
      {row.name}
    </Link>
  );
}

function AgingGrid({ report }: { report: AgingReport }) {
  const { t } = useOrdersTranslation();
  const heading = useMemo(() => headings(t), [t]);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('aging.tableLabel')} sx={{ '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('aging.retailer')}</TableCell>
            {AMOUNTS.map((a) => (
              <TableCell key={a.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {heading[a.key]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.retailerId} data-testid="aging-row">
              {/* City, terms and limit under the name: ten columns would not fit beside the sidebar. */}
              <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                <RetailerLink row={row} />
                <Typography variant="body2" color="text.secondary">
                  {detailText(t, row)}
                </Typography>
              </TableCell>
              {AMOUNTS.map((a) => (
                <TableCell key={a.key} align="right" sx={amountSx(a.key, row[a.key])}>
                  {amountText(row[a.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableBody>
          <TableRow data-testid="aging-totals" sx={{ '& td, & th': { fontWeight: 700, borderBottom: 0 } }}>
            <TableCell component="th" scope="row">
              {totalLabel(t, report.pagination.total)}
            </TableCell>
            {AMOUNTS.map((a) => (
              <TableCell key={a.key} align="right" sx={amountSx(a.key, report.totals[a.key])}>
                {amountText(report.totals[a.key])}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a card, only the buckets holding something, label then amount. */
function BucketAmounts({ amounts }: { amounts: AgingAmounts }) {
  const { t } = useOrdersTranslation();
  const labels = bucketLabels(t);
  const held = BUCKETS.filter((a) => amounts[a.key] !== 0);
  if (held.length === 0) return null;
  return (
    <Box component="dl" sx={{ flex: '1 1 100%', display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'space-between', rowGap: 0.25, m: 0 }}>
      {held.map((a) => (
        <Box key={a.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {a.bucket ? labels[a.bucket] : null}
          </Typography>
          <Typography component="dd" variant="body2" align="right" sx={{ m: 0, ...amountSx(a.key, amounts[a.key]) }}>
            {amountText(amounts[a.key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A phone's view: one card per retailer, as the transactions list wraps its rows, then the totals. */
function AgingCards({ report }: { report: AgingReport }) {
  const { t } = useOrdersTranslation();
  return (
    <>
      <RowList items={report.rows} label={t('aging.tableLabel')} rowTestId="aging-row" keyOf={(row) => row.retailerId}>
        {(row) => (
          <>
            <RowTitle primary={<RetailerLink row={row} />} secondary={detailText(t, row)} ellipsis="none" />
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', ml: 'auto' }}>{formatPKR(row.total)}</Typography>
            <BucketAmounts amounts={row} />
          </>
        )}
      </RowList>
      <Box data-testid="aging-totals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography sx={{ fontWeight: 700 }}>{totalLabel(t, report.pagination.total)}</Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', ml: 'auto' }}>{formatPKR(report.totals.total)}</Typography>
        <BucketAmounts amounts={report.totals} />
      </Box>
    </>
  );
}

/**
 * The aging page: a table with a totals row where there is room for its seven columns, cards on a
 * phone. The totals are the server's, over every retailer the filters keep (not only this page).
 */
export function AgingTable({ report }: { report: AgingReport }) {
  // No matchMedia (jsdom) reads as wide.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { defaultMatches: true });
  return wide ? <AgingGrid report={report} /> : <AgingCards report={report} />;
}
