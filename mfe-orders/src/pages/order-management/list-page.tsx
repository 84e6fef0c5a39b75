import { ErrorState, LoadingState, PageHeader } from '@agrihub/shared';
import { useOrders } from '../../features/orders/api/get-orders';
import { ExportButton } from '../../features/orders/components/export-button';
import { OrderFilters } from '../../features/orders/components/order-filters';
import { OrderList } from '../../features/orders/components/order-list';
import { OrderSummaryCards } from '../../features/orders/components/order-summary-cards';
import { PAGE_SIZE } from '../../features/orders/constants';
import { useOrderFilters } from '../../features/orders/hooks/use-order-filters';

export const TITLE = 'Order Management';
export const LOADING_ORDERS = 'Loading orders...';
export const ORDERS_LOAD_FAILED = 'Failed to load orders';

export function OrderListPage() {
  const { filters, setFilters, setPage } = useOrderFilters();
  const orders = useOrders(filters);
  const header = <PageHeader title={TITLE} subtitle="Track, filter and update the orders your retailers place." actions={<ExportButton filters={filters} />} />;

  // Spec 2: a load failure replaces the screen.
  if (orders.isError && !orders.isPlaceholderData) {
    return (
      <>
        <PageHeader title={TITLE} />
        <ErrorState message={ORDERS_LOAD_FAILED} onRetry={() => void orders.refetch()} />
      </>
    );
  }

  return (
    <>
      {header}
      {orders.data ? <OrderSummaryCards summary={orders.data.summary} /> : null}
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
        <LoadingState label={LOADING_ORDERS} />
      )}
    </>
  );
}
