import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import {
  ErrorState,
  Ltr,
  LoadingState,
  StatusChip,
  errorMessage,
  formatDate,
  formatNumber,
  formatPKR,
  ltr,
  salesTaxLabel,
  translateText,
  useToast,
  LineItemsTable,
  PrintAlone,
} from '@agrihub/shared';
import { formatDay } from '../../../lib/dates';
import { useCommerceTranslation } from '../../../locales/i18n';
import { paymentStatusLabel } from '../constants';
import { useInvoice, type Invoice } from '../api/get-invoice';
import { useDownloadInvoice } from '../api/download-invoice';

const PRINT_CLASS = 'agrihub-invoice-print';

/** A deduction, '-PKR 2,400', its sign kept before the amount in Urdu too. */
const minus = (amount: number) => ltr(`-${formatPKR(amount)}`);

function Party({ heading, lines }: { heading: string; lines: (string | null)[] }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {heading}
      </Typography>
      {lines
        .filter((l): l is string => Boolean(l))
        .map((line, i) => (
          <Typography key={line} sx={i === 0 ? { fontWeight: 700 } : undefined} variant={i === 0 ? 'body1' : 'body2'}>
            {line}
          </Typography>
        ))}
    </Box>
  );
}

export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useCommerceTranslation();
  const s = invoice.seller;
  const r = invoice.retailer;
  return (
    <Box className={PRINT_CLASS} data-testid="invoice" sx={{ color: 'text.primary' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
        <Party
          heading={t('payments.invoice.from')}
          lines={[
            s.companyName,
            `${s.city}, ${s.state} ${s.zipCode}`,
            t('payments.invoice.phone', { phone: ltr(s.phone) }),
            s.email || null,
            t('payments.invoice.ntn', { ntn: ltr(s.ntn) }),
          ]}
        />
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800, letterSpacing: 1 }}>
            {invoice.issued ? t('payments.invoice.heading') : t('payments.invoice.proFormaHeading')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <Ltr>{invoice.invoiceNumber}</Ltr>
          </Typography>
          <Typography variant="body2">{t('payments.invoice.order', { orderNumber: ltr(invoice.orderNumber) })}</Typography>
          <Typography variant="body2">
            {invoice.issuedOn
              ? t('payments.invoice.invoiceDate', { date: formatDay(invoice.issuedOn) })
              : t('payments.invoice.orderDate', { date: formatDate(invoice.orderDate) })}
          </Typography>
          <Typography variant="body2">{t('payments.invoice.dueDate', { date: formatDay(invoice.dueDate) })}</Typography>
          <Box sx={{ mt: 0.5 }}>
            <StatusChip kind="payment" status={invoice.status} label={paymentStatusLabel(t, invoice.status)} />
          </Box>
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Party
        heading={t('payments.invoice.billTo')}
        lines={[
          r.name,
          r.address || null,
          [r.city, r.province].filter(Boolean).join(', '),
          r.phone ? t('payments.invoice.phone', { phone: ltr(r.phone) }) : null,
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <LineItemsTable
          lines={invoice.lines}
          label={t('payments.invoice.lines')}
          headings={{
            product: t('payments.invoice.product'),
            sku: t('payments.invoice.sku'),
            quantity: t('payments.invoice.quantity'),
            unitPrice: t('payments.invoice.unitPrice'),
            amount: t('payments.invoice.amount'),
          }}
          empty={t('payments.invoice.noLines')}
          summary={(line) => <Ltr>{`${line.sku} · ${formatNumber(line.quantity)} × ${formatPKR(line.unitPrice)}`}</Ltr>}
          ruleText={(line) => t('payments.invoice.ruleDiscount', { name: line.rule?.name, discount: line.rule?.discount, amount: minus(line.discount) })}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 4, rowGap: 0.5, mt: 2 }}>
        <Typography color="text.secondary">{t('payments.invoice.subtotal')}</Typography>
        <Typography align="right" data-testid="invoice-subtotal">
          {formatPKR(invoice.subtotal)}
        </Typography>
        {invoice.discount > 0 ? (
          <>
            <Typography color="text.secondary">{t('payments.invoice.discount')}</Typography>
            <Typography align="right" data-testid="invoice-discount">
              {minus(invoice.discount)}
            </Typography>
          </>
        ) : null}
        {/* The server computes the tax (in paisa, at the rate the invoice was issued with), as its PDF shows it. */}
        {invoice.salesTax ? (
          <>
            <Typography color="text.secondary">{translateText(salesTaxLabel(invoice.salesTax.rate))}</Typography>
            <Typography align="right" data-testid="invoice-sales-tax">
              {formatPKR(invoice.salesTax.amount)}
            </Typography>
          </>
        ) : null}
        <Typography sx={{ fontWeight: 700 }}>{t('payments.invoice.total')}</Typography>
        <Typography align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
          {formatPKR(invoice.grandTotal)}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        {!invoice.issued
          ? t('payments.invoice.proFormaNote', { date: formatDay(invoice.dueDate) })
          : invoice.paidAt
            ? t('payments.invoice.paidNote', { date: formatDate(invoice.paidAt) })
            : t('payments.invoice.payNote', {
                amount: formatPKR(invoice.grandTotal),
                date: formatDay(invoice.dueDate),
                invoiceNumber: ltr(invoice.invoiceNumber),
              })}
      </Typography>
    </Box>
  );
}

/** A printable invoice for one order: Print uses the browser's print dialog, Download PDF the server's file. */
export function InvoiceDialog({ open, orderId, onClose }: { open: boolean; orderId: string | null; onClose: () => void }) {
  const { t } = useCommerceTranslation();
  const invoice = useInvoice(orderId);
  const pdf = useDownloadInvoice();
  const toast = useToast();
  const download = () => {
    if (!orderId || !invoice.data) return;
    const { invoiceNumber } = invoice.data;
    pdf.mutate(
      { orderId, invoiceNumber },
      {
        onError: (error) =>
          toast.destructive(
            t('payments.invoice.downloadFailed'),
            errorMessage(error, t('payments.invoice.couldNotDownload', { invoiceNumber: ltr(invoiceNumber) })),
          ),
      },
    );
  };
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open && orderId !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="invoice-dialog-title">
      {open ? <PrintAlone className={PRINT_CLASS} /> : null}
      <DialogTitle id="invoice-dialog-title">
        {invoice.data ? t('payments.invoice.title', { invoiceNumber: ltr(invoice.data.invoiceNumber) }) : t('payments.invoice.titleEmpty')}
      </DialogTitle>
      <DialogContent>
        {invoice.isPending ? (
          <LoadingState label={t('payments.invoice.loading')} />
        ) : invoice.isError ? (
          <ErrorState message={t('payments.invoice.loadFailed')} detail={errorMessage(invoice.error, '')} onRetry={() => void invoice.refetch()} />
        ) : (
          <InvoiceDocument invoice={invoice.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('common.close')}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} disabled={!invoice.data || pdf.isPending} onClick={download}>
          {pdf.isPending ? t('payments.invoice.downloading') : t('payments.invoice.downloadPdf')}
        </Button>
        <Button variant="contained" startIcon={<PrintOutlinedIcon />} disabled={!invoice.data} onClick={() => window.print()}>
          {t('payments.invoice.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
