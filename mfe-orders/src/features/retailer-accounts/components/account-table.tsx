import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState, formatNumber, formatPKR } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { RetailerAccount } from '../api/get-accounts';
import { TERMS_LABELS, retailerPath } from '../constants';
import { OverdueAmount, availableText, limitText } from './money';

export const NO_RETAILERS = 'No retailers found.';

/**
 * A table at desktop width; on a phone each row stacks into a card with each value under its
 * column's name (the header row is hidden, each cell names itself), so one list serves both.
 */
const STACKED = {
  '& thead': { display: { xs: 'none', md: 'table-header-group' } },
  '& tbody tr': {
    display: { xs: 'block', md: 'table-row' },
    border: { xs: 1, md: 0 },
    borderColor: { xs: 'divider', md: undefined },
    borderRadius: { xs: 1, md: 0 },
    mb: { xs: 1.5, md: 0 },
    p: { xs: 1.5, md: 0 },
  },
  '& tbody td': {
    display: { xs: 'flex', md: 'table-cell' },
    // A right-aligned cell is row-reverse in MUI: the name must still come first.
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: 2,
    border: { xs: 0, md: undefined },
    py: { xs: 0.5, md: 1 },
    px: { xs: 0, md: 1.5 },
    textAlign: { xs: 'right', md: 'inherit' },
  },
  '& tbody td::before': { content: { xs: 'attr(data-label)', md: 'none' }, color: 'text.secondary', textAlign: 'left', fontWeight: 400 },
} as const;

const COLUMNS = ['Retailer', 'City', 'Phone', 'Terms', 'Credit limit', 'Outstanding', 'Overdue', 'Available'] as const;
const AMOUNT_FROM = 4;

export interface AccountTableProps {
  accounts: RetailerAccount[];
  page: number;
  pageSize: number;
  total: number;
  /** A newer filter's answer is on its way; the previous page stays visible meanwhile. */
  refreshing: boolean;
  onPage: (page: number) => void;
}

export function AccountTable({ accounts, page, pageSize, total, refreshing, onPage }: AccountTableProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Box aria-busy={refreshing}>
      <Box sx={{ height: 4, mb: 1 }}>{refreshing ? <LinearProgress aria-label="Updating retailers" /> : null}</Box>
      {accounts.length === 0 ? (
        <EmptyState title={NO_RETAILERS} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} role="status">
            Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)} retailers
          </Typography>
          <Paper variant="outlined" sx={{ border: { xs: 0, md: 1 }, borderColor: { md: 'divider' }, bgcolor: { xs: 'transparent', md: 'background.paper' } }}>
            <Table size="small" aria-label="Retailers" sx={STACKED}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c, i) => (
                    <TableCell key={c} align={i >= AMOUNT_FROM ? 'right' : 'left'}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.map((a) => (
                  <TableRow key={a._id} data-testid="account-row" sx={{ bgcolor: { xs: 'background.paper', md: 'transparent' } }}>
                    <TableCell data-label="Retailer" sx={{ fontWeight: 600 }}>
                      <Link component={RouterLink} to={retailerPath(a._id)} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                        {a.name}
                      </Link>
                    </TableCell>
                    <TableCell data-label="City">{a.city || '—'}</TableCell>
                    <TableCell data-label="Phone" sx={{ whiteSpace: 'nowrap' }}>
                      {a.phone || '—'}
                    </TableCell>
                    <TableCell data-label="Terms">{TERMS_LABELS[a.paymentTerms]}</TableCell>
                    <TableCell data-label="Credit limit" align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {limitText(a.creditLimit)}
                    </TableCell>
                    <TableCell data-label="Outstanding" align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPKR(a.outstanding)}
                    </TableCell>
                    <TableCell data-label="Overdue" align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <OverdueAmount overdue={a.overdue} oldestDays={a.oldestOverdueDays} />
                    </TableCell>
                    <TableCell data-label="Available" align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {availableText(a.available)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_e, p) => onPage(p)}
            color="primary"
            siblingCount={0}
            boundaryCount={1}
            getItemAriaLabel={(type, p, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${p ?? ''}`.trim() : `Go to ${type} page`)}
          />
        </Box>
      ) : null}
    </Box>
  );
}
