import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BackIcon, PORTAL_PATHS } from '@agrihub/shared';
import { EmptyState, ErrorState, LoadingState, PageHeader, Permitted, errorMessage, useDialogState, isNotFound } from '@agrihub/shared';
import { Link as RouterLink, useParams } from '@agrihub/shared/router';
import { useAccount } from '../../features/retailer-accounts/api/get-account';
import { ContactCard, CreditSummary } from '../../features/retailer-accounts/components/credit-summary';
import { CreditTermsDialog } from '../../features/retailer-accounts/components/credit-terms-dialog';
import { InvoicesCard } from '../../features/retailer-accounts/components/invoices-card';
import { PaymentsCard } from '../../features/retailer-accounts/components/payments-card';
import { RecordPaymentDialog } from '../../features/retailer-accounts/components/record-payment-dialog';
import { RecentOrdersCard } from '../../features/retailer-accounts/components/recent-orders-card';
import { StatementDialog } from '../../features/retailer-accounts/components/statement-dialog';
import { useOrdersTranslation } from '../../locales/i18n';

function BackToRetailers({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const { t } = useOrdersTranslation();
  return (
    <Button
      component={RouterLink}
      to={PORTAL_PATHS.retailers}
      startIcon={<BackIcon />}
      variant={variant}
      sx={variant === 'text' ? { mb: 1, ml: -1 } : undefined}
    >
      {t('retailer.back')}
    </Button>
  );
}

/**
 * One retailer at /retailer-insights/retailers/<id>: contact, credit, invoices, payments and latest
 * orders; finance roles edit its credit terms and record payments; anyone prints its statement.
 */
export function RetailerPage() {
  const { t } = useOrdersTranslation();
  const { id = '' } = useParams();
  const account = useAccount(id);
  const terms = useDialogState();
  const payment = useDialogState();
  const statement = useDialogState();

  if (account.isError && isNotFound(account.error)) {
    return (
      <>
        <PageHeader title={t('retailer.notFound')} />
        <EmptyState title={t('retailer.notFound')} description={t('common.notFoundHint')} action={<BackToRetailers variant="contained" />} />
      </>
    );
  }
  if (!account.data) {
    return (
      <>
        <BackToRetailers />
        <PageHeader title={t('retailer.title')} />
        {account.isError ? (
          <ErrorState message={t('retailer.loadFailed')} detail={errorMessage(account.error, '')} onRetry={() => void account.refetch()} />
        ) : (
          <LoadingState label={t('retailer.loading')} />
        )}
      </>
    );
  }
  const a = account.data;
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Permitted area="payments">
        <Button variant="outlined" onClick={() => terms.show()}>
          {t('retailer.editTerms')}
        </Button>
      </Permitted>
      <Permitted area="payments">
        <Button variant="contained" onClick={() => payment.show()}>
          {t('retailer.recordPayment')}
        </Button>
      </Permitted>
      <Button variant="outlined" onClick={() => statement.show()}>
        {t('retailer.statement')}
      </Button>
    </Box>
  );
  return (
    <>
      <BackToRetailers />
      <PageHeader title={a.name} subtitle={[a.city, a.province].filter((p) => p.trim() !== '').join(', ')} actions={actions} />
      {/* Two columns from md; on a phone one, credit and contact first, then invoices and payments, recent orders last. */}
      <Box
        sx={{
          display: { xs: 'flex', md: 'grid' },
          flexDirection: 'column',
          gap: 2,
          gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: { md: 'start' },
        }}
      >
        <Stack spacing={2} useFlexGap sx={{ minWidth: 0, display: { xs: 'contents', md: 'flex' } }}>
          <Box sx={{ order: 2, minWidth: 0 }}>
            <InvoicesCard invoices={a.invoices} />
          </Box>
          <Box sx={{ order: 3, minWidth: 0 }}>
            <PaymentsCard payments={a.payments} />
          </Box>
        </Stack>
        <Stack spacing={2} useFlexGap sx={{ minWidth: 0, display: { xs: 'contents', md: 'flex' } }}>
          <Box sx={{ order: 0, minWidth: 0 }}>
            <CreditSummary account={a} />
          </Box>
          <Box sx={{ order: 1, minWidth: 0 }}>
            <ContactCard account={a} />
          </Box>
          <Box sx={{ order: 4, minWidth: 0 }}>
            <RecentOrdersCard orders={a.orders} orderCount={a.orderCount} />
          </Box>
        </Stack>
      </Box>
      {terms.key > 0 ? <CreditTermsDialog key={`terms-${terms.key}`} account={a} open={terms.open} onClose={terms.close} /> : null}
      {payment.key > 0 ? <RecordPaymentDialog key={`payment-${payment.key}`} account={a} open={payment.open} onClose={payment.close} /> : null}
      {statement.key > 0 ? (
        <StatementDialog key={`statement-${statement.key}`} retailerId={a._id} retailerName={a.name} open={statement.open} onClose={statement.close} />
      ) : null}
    </>
  );
}
