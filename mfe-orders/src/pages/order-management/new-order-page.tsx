import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, PageHeader, errorMessage, ltr } from '@agrihub/shared';
import { useNavigate, useSearchParams } from '@agrihub/shared/router';
import { NewOrderForm, type NewOrderValues } from '../../features/new-order/components/new-order-form';
import { productsByIds } from '../../features/new-order/api/get-product-options';
import { newOrderKeys } from '../../features/new-order/api/keys';
import { orderKeys } from '../../features/orders/api/keys';
import { useOrder, type OrderDetail } from '../../features/order-details/api/get-order';
import { OrderCredit } from '../../features/retailer-accounts/components/order-credit';
import { useOrdersTranslation } from '../../locales/i18n';

/** The form's start for Repeat Order: the past order's retailer, delivery address and lines, at today's products. */
function useRepeat(orderNumber: string) {
  const order = useOrder(orderNumber);
  const ids = useMemo(() => (order.data?.items ?? []).map((i) => i.productId).filter((id): id is string => id !== null), [order.data]);
  const products = useQuery({
    queryKey: newOrderKeys.productsByIds(ids),
    queryFn: ({ signal }) => productsByIds(ids, signal),
    enabled: order.isSuccess,
  });
  const start = useMemo(() => (order.data && products.data ? startOf(order.data, products.data) : undefined), [order.data, products.data]);
  return { order, products, start };
}

function startOf(order: OrderDetail, products: Awaited<ReturnType<typeof productsByIds>>) {
  const lines = order.items.flatMap((item) => {
    const product = products.find((p) => p._id === item.productId);
    return product ? [{ product, quantity: String(item.quantity) }] : [];
  });
  const missing = order.items.filter((item) => !products.some((p) => p._id === item.productId)).map((item) => `${item.productName} (SKU ${item.sku})`);
  const values: Partial<NewOrderValues> = { retailer: order.retailer, lines, deliveryAddress: order.deliveryAddress ?? '' };
  return { values, missing };
}

/**
 * /order-management/new: an order taken by phone, saved pending; then its own page. With
 * `?repeat=<order number>` it starts from that order (Repeat Order), priced again today.
 */
export function NewOrderPage() {
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const repeat = params.get('repeat') ?? '';
  return (
    <>
      <PageHeader title={t('newOrder.title')} subtitle={t('newOrder.subtitle')} />
      {repeat ? (
        <RepeatedOrderForm orderNumber={repeat} onCreated={(number) => void navigate(`../${number}`)} />
      ) : (
        <OrderForm onCreated={(number) => void navigate(`../${number}`)} />
      )}
    </>
  );
}

function OrderForm({ onCreated, initialValues }: { onCreated: (orderNumber: string) => void; initialValues?: Partial<NewOrderValues> }) {
  return (
    <NewOrderForm
      refreshes={[orderKeys.lists()]}
      onCreated={(order) => onCreated(order.orderNumber)}
      cancelTo=".."
      initialValues={initialValues}
      credit={(retailerId, due) => <OrderCredit retailerId={retailerId} due={due} />}
    />
  );
}

function RepeatedOrderForm({ orderNumber, onCreated }: { orderNumber: string; onCreated: (orderNumber: string) => void }) {
  const { t } = useOrdersTranslation();
  const { order, products, start } = useRepeat(orderNumber);
  const failed = order.isError ? order.error : products.isError ? products.error : null;
  if (failed) {
    return (
      <ErrorState
        message={t('newOrder.repeatFailed', { number: ltr(orderNumber) })}
        detail={errorMessage(failed, '')}
        onRetry={() => void (order.isError ? order.refetch() : products.refetch())}
      />
    );
  }
  if (!start) return <LoadingState label={t('newOrder.repeatLoading', { number: ltr(orderNumber) })} />;
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="repeat-note">
        {t('newOrder.repeating', { number: ltr(orderNumber) })}
        {start.missing.length > 0 ? ` ${t('newOrder.repeatMissing', { products: start.missing.join(', ') })}` : ''}
      </Alert>
      <OrderForm onCreated={onCreated} initialValues={start.values} />
    </>
  );
}
