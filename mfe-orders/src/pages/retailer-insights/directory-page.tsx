import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ErrorState, LoadingState, PageHeader, errorMessage } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import { useAccounts } from '../../features/retailer-accounts/api/get-accounts';
import { AccountFilters } from '../../features/retailer-accounts/components/account-filters';
import { AccountTable } from '../../features/retailer-accounts/components/account-table';
import { ACCOUNTS_PAGE_SIZE } from '../../features/retailer-accounts/constants';
import { useAccountFilters } from '../../features/retailer-accounts/hooks/use-account-filters';

export const DIRECTORY_TITLE = 'Retailers';
export const LOADING_RETAILERS = 'Loading retailers...';
export const RETAILERS_LOAD_FAILED = 'Failed to load retailers';

function BackToInsights() {
  return (
    <Button component={RouterLink} to="/retailer-insights" startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
      Back to insights
    </Button>
  );
}

/** /retailer-insights/retailers: every retailer with its credit terms and balances, searched and filtered by standing. */
export function DirectoryPage() {
  const { filters, setFilters, setPage } = useAccountFilters();
  const accounts = useAccounts(filters);
  const header = <PageHeader title={DIRECTORY_TITLE} subtitle="Each retailer's credit limit, terms and what it owes you." />;

  if (accounts.isError && !accounts.isPlaceholderData) {
    return (
      <>
        <BackToInsights />
        {header}
        <ErrorState message={RETAILERS_LOAD_FAILED} detail={errorMessage(accounts.error, '')} onRetry={() => void accounts.refetch()} />
      </>
    );
  }
  return (
    <>
      <BackToInsights />
      {header}
      <AccountFilters filters={filters} onChange={setFilters} />
      {accounts.data ? (
        <AccountTable
          accounts={accounts.data.accounts}
          page={filters.page}
          pageSize={ACCOUNTS_PAGE_SIZE}
          total={accounts.data.pagination.total}
          refreshing={accounts.isPlaceholderData}
          onPage={setPage}
        />
      ) : (
        <LoadingState label={LOADING_RETAILERS} />
      )}
    </>
  );
}
