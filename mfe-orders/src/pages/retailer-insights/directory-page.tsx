import { ErrorState, LoadingState, PageHeader, errorMessage, usePageWithin } from '@agrihub/shared';
import { useAccounts } from '../../features/retailer-accounts/api/get-accounts';
import { AccountFilters } from '../../features/retailer-accounts/components/account-filters';
import { AccountTable } from '../../features/retailer-accounts/components/account-table';
import { ACCOUNTS_PAGE_SIZE } from '../../features/retailer-accounts/constants';
import { useAccountFilters } from '../../features/retailer-accounts/hooks/use-account-filters';
import { useOrdersTranslation } from '../../locales/i18n';
import { BackToInsights } from './back-to-insights';

/** /retailer-insights/retailers: every retailer with its credit terms and balances, searched and filtered by standing. */
export function DirectoryPage() {
  const { t } = useOrdersTranslation();
  const { filters, setFilters, setPage, keepPageWithin } = useAccountFilters();
  const accounts = useAccounts(filters);
  usePageWithin(keepPageWithin, filters.page, accounts, ACCOUNTS_PAGE_SIZE);
  const header = <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />;

  if (accounts.isError && !accounts.isPlaceholderData) {
    return (
      <>
        <BackToInsights />
        {header}
        <ErrorState message={t('directory.loadFailed')} detail={errorMessage(accounts.error, '')} onRetry={() => void accounts.refetch()} />
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
        <LoadingState label={t('directory.loading')} />
      )}
    </>
  );
}
