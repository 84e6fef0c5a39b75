import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { ErrorState, LoadingState, errorMessage, formatDate, formatPKR, ltr, pakistanToday, useToast, PrintAlone } from '@agrihub/shared';
import { useDownloadStatement } from '../api/download-statement';
import { useStatement, type Statement, type StatementPeriod } from '../api/get-statement';
import { useOrdersTranslation } from '../../../locales/i18n';
import { formatBalance } from '../../../lib/money';

const PRINT_CLASS = 'agrihub-statement-print';
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const PERIOD_ENDS = ['from', 'to'] as const;

/** The server's default period: from the first day of the month two months ago to today (Pakistan days). */
export function defaultPeriod(today = pakistanToday()): StatementPeriod {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1 - 2, 1)).toISOString().slice(0, 10);
  return { from, to: today };
}

function Party({ heading, lines }: { heading: string; lines: string[] }) {
  const shown = lines.filter((l) => l.trim() !== '');
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {heading}
      </Typography>
      {shown.map((line, i) => (
        <Typography key={`${i}-${line}`} variant={i === 0 ? 'body1' : 'body2'} sx={i === 0 ? { fontWeight: 700 } : undefined}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

const amountOrBlank = (v: number) => (v === 0 ? '' : formatPKR(v));

/** The statement as printed: who to whom, the period, the opening balance, each line with the running balance, totals and closing balance. */
export function StatementDocument({ statement: s }: { statement: Statement }) {
  const { t } = useOrdersTranslation();
  const r = s.retailer;
  return (
    <Box className={PRINT_CLASS} data-testid="statement" sx={{ color: 'text.primary' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Party
          heading={t('statement.fromParty')}
          lines={[s.seller.companyName, s.seller.city, ltr(s.seller.phone ?? ''), s.seller.ntn ? t('statement.ntn', { ntn: ltr(s.seller.ntn) }) : '']}
        />
        <Party heading={t('statement.toParty')} lines={[r.name, r.address, [r.city, r.province].filter(Boolean).join(', '), ltr(r.phone ?? '')]} />
      </Box>
      <Typography sx={{ mb: 1 }} data-testid="statement-period">
        {t('statement.period', { from: formatDate(s.from), to: formatDate(s.to) })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('statement.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('statement.date')}</TableCell>
              <TableCell>{t('statement.description')}</TableCell>
              <TableCell>{t('statement.reference')}</TableCell>
              <TableCell align="right">{t('statement.debit')}</TableCell>
              <TableCell align="right">{t('statement.credit')}</TableCell>
              <TableCell align="right">{t('statement.balance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow data-testid="statement-opening">
              <TableCell sx={NOWRAP}>{formatDate(s.from)}</TableCell>
              <TableCell colSpan={4}>{t('statement.opening')}</TableCell>
              <TableCell align="right" sx={{ ...NOWRAP, fontWeight: 600 }}>
                {formatBalance(t, s.openingBalance)}
              </TableCell>
            </TableRow>
            {s.lines.map((line, i) => (
              <TableRow key={`${line.date}-${i}`} data-testid="statement-line">
                <TableCell sx={NOWRAP}>{formatDate(line.date)}</TableCell>
                <TableCell>{line.description}</TableCell>
                <TableCell>{ltr(line.reference)}</TableCell>
                <TableCell align="right" sx={NOWRAP}>
                  {amountOrBlank(line.debit)}
                </TableCell>
                <TableCell align="right" sx={NOWRAP}>
                  {amountOrBlank(line.credit)}
                </TableCell>
                <TableCell align="right" sx={NOWRAP}>
                  {formatBalance(t, line.balance)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow data-testid="statement-totals" sx={{ '& td': { fontWeight: 600 } }}>
              <TableCell colSpan={3}>{t('statement.totals')}</TableCell>
              <TableCell align="right" sx={NOWRAP}>
                {formatPKR(s.totalDebit)}
              </TableCell>
              <TableCell align="right" sx={NOWRAP}>
                {formatPKR(s.totalCredit)}
              </TableCell>
              <TableCell />
            </TableRow>
            <TableRow data-testid="statement-closing" sx={{ '& td': { fontWeight: 700 } }}>
              <TableCell sx={NOWRAP}>{formatDate(s.to)}</TableCell>
              <TableCell colSpan={4}>{t('statement.closing')}</TableCell>
              <TableCell align="right" sx={NOWRAP}>
                {formatBalance(t, s.closingBalance)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {s.lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('statement.empty')}
        </Typography>
      ) : null}
    </Box>
  );
}

export interface StatementDialogProps {
  retailerId: string;
  retailerName: string;
  open: boolean;
  onClose: () => void;
}

/** A retailer's statement over a period, to print (the browser's dialog) or download as the server's PDF. */
export function StatementDialog({ retailerId, retailerName, open, onClose }: StatementDialogProps) {
  const { t } = useOrdersTranslation();
  const toast = useToast();
  const [period, setPeriod] = useState(defaultPeriod);
  const rangeError = period.from && period.to && period.from > period.to ? t('common.rangeError') : undefined;
  const ready = Boolean(period.from && period.to) && !rangeError;
  const statement = useStatement(retailerId, period, open && ready);
  const pdf = useDownloadStatement();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const download = () =>
    pdf.mutate(
      { id: retailerId, retailerName, period },
      {
        onSuccess: () =>
          toast.success(
            t('statement.downloaded'),
            t('statement.downloadedMessage', { name: retailerName, from: formatDate(period.from), to: formatDate(period.to) }),
          ),
        onError: (error) => toast.destructive(t('statement.pdfFailed'), errorMessage(error, t('statement.pdfFallback'))),
      },
    );

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="statement-dialog-title">
      {open ? <PrintAlone className={PRINT_CLASS} /> : null}
      <DialogTitle id="statement-dialog-title">{t('statement.dialogTitle', { name: retailerName })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1, mb: 2 }}>
          {PERIOD_ENDS.map((key) => (
            <TextField
              key={key}
              type="date"
              size="small"
              label={t(`common.${key}`)}
              value={period[key]}
              onChange={(e) => setPeriod((p) => ({ ...p, [key]: e.target.value }))}
              error={Boolean(rangeError)}
              helperText={key === 'from' ? rangeError : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: pakistanToday() } }}
            />
          ))}
        </Box>
        {!ready ? null : statement.isPending ? (
          <LoadingState label={t('statement.loading')} />
        ) : statement.isError ? (
          <ErrorState message={t('statement.loadFailed')} detail={errorMessage(statement.error, '')} onRetry={() => void statement.refetch()} />
        ) : (
          <StatementDocument statement={statement.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          {t('common.close')}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} disabled={!ready || pdf.isPending} onClick={download}>
          {pdf.isPending ? t('statement.downloading') : t('statement.download')}
        </Button>
        <Button variant="contained" startIcon={<PrintOutlined />} disabled={!statement.data || !ready} onClick={() => window.print()}>
          {t('statement.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
