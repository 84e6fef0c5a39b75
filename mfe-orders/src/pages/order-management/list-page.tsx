import Button from '@mui/material/Button';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { ErrorState, LoadingState, PageHeader, Permitted, errorMessage, pakistanToday, usePageWithin } from '@agrihub/shared';
import { useNavigate } from '@agrihub/shared/router';
import { useOrders } from '../../features/orders/api/get-orders';
import { ExportButton } from '../../features/orders/components/export-button';
import { OrderFilters } from '../../features/orders/components/order-filters';
import { OrderList } from '../../features/orders/components/order-list';
import { OrderSummaryCards } from '../../features/orders/components/order-summary-cards';
import { DEFAULT_FROM, PAGE_SIZE } from '../../features/orders/constants';
import { useOrderFilters } from '../../features/orders/hooks/use-order-filters';
import { useOrdersTranslation } from '../../locales/i18n';

export function OrderListPage() {
  const { t } = useOrdersTranslation();
  const { filters, setFilters, setPage, keepPageWithin } = useOrderFilters();
  const orders = useOrders(filters);
  const navigate = useNavigate();
  // The cards count every order: a card lists exactly its orders only without a search or a range.
  const unnarrowed = !filters.q && filters.from === DEFAULT_FROM && filters.to === pakistanToday();
  const showCard = (status: string) => setFilters({ status, from: DEFAULT_FROM, to: pakistanToday(), ...(filters.q ? { q: '' } : {}) });
  usePageWithin(keepPageWithin, filters.page, orders, PAGE_SIZE);
  const actions = (
    <>
      <ExportButton filters={filters} />
      {/* An order taken by phone (issue 18); only the roles that may change orders. */}
      <Permitted area="orders">
        <Button variant="contained" startIcon={<AddShoppingCart />} onClick={() => void navigate('new')}>
          {t('orderList.newOrder')}
        </Button>
      </Permitted>
    </>
  );
  const header = <PageHeader title={t('orderList.title')} subtitle={t('orderList.subtitle')} actions={actions} />;

  // Spec 2: a load failure replaces the screen.
  if (orders.isError && !orders.isPlaceholderData) {
    return (
      <>
        <PageHeader title={t('orderList.title')} />
        <ErrorState message={t('orderList.loadFailed')} detail={errorMessage(orders.error, '')} onRetry={() => void orders.refetch()} />
      </>
    );
  }

  return (
    <>
      {header}
      {orders.data ? <OrderSummaryCards summary={orders.data.summary} showing={unnarrowed ? filters.status : undefined} onShow={showCard} /> : null}
      <OrderFilters filters={filters} onChange={setFilters} />
      {orders.data ? (
        <OrderList
          orders={orders.data.orders}
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={orders.data.pagination.total}
          refreshing={orders.isPlaceholderData}
          onPage={setPage}
        />
      ) : (
        <LoadingState label={t('orderList.loading')} />
      )}
    </>
  );
}
