import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import {
  ErrorState,
  FilterSelect,
  LoadingState,
  PORTAL_PATHS,
  PageHeader,
  Permitted,
  SearchField,
  StatCards,
  errorMessage,
  formatNumber,
  formatPKRWhole,
  ltr,
  useDialogState,
  usePageWithin,
} from '@agrihub/shared';
import { PAGE_SIZE, usePayments, type PaymentsPage } from '../../features/payments/api/get-payments';
import { InvoiceDialog } from '../../features/payments/components/invoice-dialog';
import { TransactionsList } from '../../features/payments/components/transactions-list';
import { usePaymentFilters } from '../../features/payments/hooks/use-payment-filters';
import { useFinancingApplications, type FinancingApplication } from '../../features/financing/api/get-financing-applications';
import { FinancingApplications, FinancingStatusChip } from '../../features/financing/components/financing-applications';
import { FinancingDialog } from '../../features/financing/components/financing-dialog';
import { UNDER_REVIEW } from '../../features/financing/constants';
import { paymentStatusOptions } from '../../features/payments/constants';
import { Link as RouterLink, useSearchParams } from '@agrihub/shared/router';
import { useCommerceTranslation } from '../../locales/i18n';

/** Collections have their own page beside the retailers' accounts (Retailer Insights); this card leads there. */
function AgingLink() {
  const { t } = useCommerceTranslation();
  return (
    <Card>
      <CardHeader
        title={t('payments.aging.title')}
        subheader={t('payments.aging.text')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button variant="outlined" component={RouterLink} to={PORTAL_PATHS.aging} sx={{ mt: 1, mr: 1, whiteSpace: 'nowrap' }}>
            {t('payments.aging.open')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
    </Card>
  );
}

/** A tile's amount: whole rupees, or a dash when the summary failed to load (its error shows below; not an endless skeleton). */
const tileAmount = (amount: number | undefined) => (amount === undefined ? '—' : formatPKRWhole(amount));

function PaymentCards({
  summary,
  loading,
  latest,
}: {
  summary: PaymentsPage['summary'] | undefined;
  loading: boolean;
  latest: FinancingApplication | undefined;
}) {
  const { t } = useCommerceTranslation();
  /** A count in the plural form its number takes, written with thousands separators. */
  const counted = (n: number) => ({ count: n, n: formatNumber(n) });
  const cards = [
    {
      testId: 'stat-received',
      title: t('payments.cards.received'),
      value: tileAmount(summary?.receivedThisMonth.amount),
      helper: t('payments.cards.receivedHelper', counted(summary?.receivedThisMonth.count ?? 0)),
      icon: <CheckCircleOutlineIcon />,
      accent: '#1b5e20',
    },
    {
      testId: 'stat-pending',
      title: t('payments.cards.pending'),
      value: tileAmount(summary?.pending.amount),
      helper: t('payments.cards.pendingHelper', counted(summary?.pending.count ?? 0)),
      icon: <HourglassEmptyOutlinedIcon />,
      accent: '#8a6100',
    },
    {
      testId: 'stat-overdue',
      title: t('payments.cards.overdue'),
      value: tileAmount(summary?.overdue.amount),
      helper: t('payments.cards.overdueHelper', counted(summary?.overdue.count ?? 0)),
      icon: <ErrorOutlineIcon />,
      accent: '#b3261e',
    },
    // Financing comes from its own query, shown whatever the summary's state.
    {
      testId: 'stat-financing',
      title: t('payments.cards.financing'),
      value: latest ? formatPKRWhole(latest.amount) : t('payments.cards.notApplied'),
      helper: latest ? <FinancingStatusChip status={latest.status} /> : t('payments.cards.financingHelper'),
      icon: <SavingsOutlinedIcon />,
      accent: '#0d47a1',
      loading: false,
    },
  ];
  return <StatCards cards={cards} columns={{ lg: 4 }} loading={loading} />;
}

export default function PaymentsPage() {
  const { t } = useCommerceTranslation();
  const { filters, setFilters, setPage, keepPageWithin } = usePaymentFilters();
  const { q, status, page } = filters;
  const payments = usePayments(filters);
  usePageWithin(keepPageWithin, page, payments, PAGE_SIZE);
  const financing = useFinancingApplications();
  // The order stays set while the invoice fades out; a fresh financing form per opening (the key).
  const invoice = useDialogState<string>();
  const financingDialog = useDialogState();
  // An order's page links here with ?invoice=<order id>: that invoice opens over the page.
  const [params, setParams] = useSearchParams();
  const linkedInvoice = params.get('invoice');
  const showInvoice = invoice.show;
  useEffect(() => {
    if (linkedInvoice) showInvoice(linkedInvoice);
  }, [linkedInvoice, showInvoice]);
  const closeInvoice = () => {
    invoice.close();
    if (linkedInvoice !== null) {
      setParams(
        (p) => {
          p.delete('invoice');
          return p;
        },
        { replace: true },
      );
    }
  };

  const applications = financing.data ?? [];
  const open = applications.find((a) => a.status === UNDER_REVIEW);
  const pages = payments.data ? Math.max(1, Math.ceil(payments.data.pagination.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <Permitted area="payments">
            <Button variant="contained" startIcon={<AccountBalanceOutlinedIcon />} disabled={open !== undefined} onClick={() => financingDialog.show()}>
              {t('financing.applyForFinancing')}
            </Button>
          </Permitted>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: -1.5, mb: 3 }}>
        <Chip icon={<AccountBalanceOutlinedIcon />} label={t('payments.bankBadge')} color="primary" variant="outlined" sx={{ fontWeight: 600 }} />
        {open ? (
          <Typography variant="body2" color="text.secondary">
            {t('payments.underReviewNote', { reference: ltr(open.reference) })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <PaymentCards summary={payments.data?.summary} loading={payments.isPending} latest={applications[0]} />
        <Card>
          <CardHeader title={t('payments.transactions.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 1 }} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pb: 2 }}>
            <SearchField
              value={q}
              onSearch={(next) => setFilters({ q: next })}
              label={t('payments.transactions.searchLabel')}
              placeholder={t('payments.transactions.searchPlaceholder')}
              size="small"
              sx={{ flex: '1 1 240px' }}
            />
            <FilterSelect
              label={t('payments.transactions.statusFilter')}
              size="small"
              value={status}
              allLabel={t('common.all')}
              options={paymentStatusOptions(t)}
              onChange={(next) => setFilters({ status: next })}
              sx={{ flex: '0 1 180px', minWidth: 150 }}
            />
          </Box>
          <Divider />
          {payments.isPending ? (
            <LoadingState label={t('payments.transactions.loading')} />
          ) : payments.isError ? (
            <Box sx={{ px: 2 }}>
              <ErrorState message={t('payments.transactions.loadFailed')} detail={errorMessage(payments.error, '')} onRetry={() => void payments.refetch()} />
            </Box>
          ) : (
            <>
              <TransactionsList transactions={payments.data.transactions} onInvoice={(tx) => invoice.show(tx._id)} />
              {pages > 1 ? (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 2, borderTop: 1, borderColor: 'divider' }}>
                  <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} siblingCount={0} color="primary" />
                </Box>
              ) : null}
            </>
          )}
        </Card>
        <AgingLink />
        <Card>
          <CardHeader title={t('financing.applicationsTitle')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 1 }} />
          <Divider />
          {financing.isPending ? (
            <LoadingState label={t('financing.loading')} minHeight={100} />
          ) : financing.isError ? (
            <Box sx={{ px: 2 }}>
              <ErrorState message={t('financing.loadFailed')} detail={errorMessage(financing.error, '')} onRetry={() => void financing.refetch()} />
            </Box>
          ) : (
            <FinancingApplications applications={applications} />
          )}
        </Card>
      </Box>
      <InvoiceDialog open={invoice.open} orderId={invoice.value} onClose={closeInvoice} />
      <FinancingDialog key={financingDialog.key} open={financingDialog.open} onClose={financingDialog.close} />
    </>
  );
}
