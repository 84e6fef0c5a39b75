import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState, formatNumber, ltr, retailerPath } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { RetailerAccount } from '../api/get-accounts';
import { termsLabel } from '../constants';
import { OverdueAmount, availableText, limitText } from './money';
import { PageButtons } from '../../../lib/pagination';
import { useOrdersTranslation } from '../../../locales/i18n';
import { formatBalance } from '../../../lib/money';

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

/** The columns in order (locales: directory.column.<name>); from Credit limit on they are amounts. */
const COLUMNS = ['retailer', 'city', 'phone', 'terms', 'creditLimit', 'outstanding', 'overdue', 'available'] as const;
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
  const { t } = useOrdersTranslation();
  const column = (name: (typeof COLUMNS)[number]) => t(`directory.column.${name}`);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Box aria-busy={refreshing}>
      <Box sx={{ height: 4, mb: 1 }}>{refreshing ? <LinearProgress aria-label={t('directory.updating')} /> : null}</Box>
      {accounts.length === 0 ? (
        <EmptyState title={t('directory.empty')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} role="status">
            {t('directory.showing', { first: formatNumber(first), last: formatNumber(last), total: formatNumber(total) })}
          </Typography>
          <Paper variant="outlined" sx={{ border: { xs: 0, md: 1 }, borderColor: { md: 'divider' }, bgcolor: { xs: 'transparent', md: 'background.paper' } }}>
            <Table size="small" aria-label={t('directory.table')} sx={STACKED}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c, i) => (
                    <TableCell key={c} align={i >= AMOUNT_FROM ? 'right' : 'left'}>
                      {column(c)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.map((a) => (
                  <TableRow key={a._id} data-testid="account-row" sx={{ bgcolor: { xs: 'background.paper', md: 'transparent' } }}>
                    <TableCell data-label={column('retailer')} sx={{ fontWeight: 600 }}>
                      <Link component={RouterLink} to={retailerPath(a._id)} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                        {a.name}
                      </Link>
                    </TableCell>
                    <TableCell data-label={column('city')}>{a.city || '—'}</TableCell>
                    <TableCell data-label={column('phone')} sx={{ whiteSpace: 'nowrap' }}>
                      {a.phone ? ltr(a.phone) : '—'}
                    </TableCell>
                    <TableCell data-label={column('terms')}>{termsLabel(t, a.paymentTerms)}</TableCell>
                    <TableCell data-label={column('creditLimit')} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {limitText(t, a.creditLimit)}
                    </TableCell>
                    <TableCell data-label={column('outstanding')} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatBalance(t, a.outstanding)}
                    </TableCell>
                    <TableCell data-label={column('overdue')} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <OverdueAmount overdue={a.overdue} oldestDays={a.oldestOverdueDays} />
                    </TableCell>
                    <TableCell data-label={column('available')} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {availableText(a.available)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
      <PageButtons page={page} pages={pages} onPage={onPage} />
    </Box>
  );
}
