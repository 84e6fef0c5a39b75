import Button from '@mui/material/Button';
import { BackIcon } from '@agrihub/shared';
import { EmptyState, ErrorState, LoadingState, PageHeader, Permitted, errorMessage, isNotFound, ltr } from '@agrihub/shared';
import { Link as RouterLink, useParams } from '@agrihub/shared/router';
import { putOrderDetail, useOrder } from '../../features/order-details/api/get-order';
import { OrderDetails } from '../../features/order-details/components/order-details';
import { OrderMoves } from '../../features/orders/components/move-buttons';
import { useOrdersTranslation } from '../../locales/i18n';

const LIST_PATH = '/order-management';

/** Repeat Order: a new order that starts from this one (its retailer and lines, priced again today). */
function RepeatOrder({ orderNumber }: { orderNumber: string }) {
  const { t } = useOrdersTranslation();
  return (
    <Permitted area="orders">
      <Button component={RouterLink} to={`${LIST_PATH}/new?repeat=${encodeURIComponent(orderNumber)}`} variant="outlined" color="inherit">
        {t('orderPage.repeat')}
      </Button>
    </Permitted>
  );
}

function BackToOrders({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const { t } = useOrdersTranslation();
  return (
    <Button component={RouterLink} to={LIST_PATH} startIcon={<BackIcon />} variant={variant} sx={variant === 'text' ? { mb: 1, ml: -1 } : undefined}>
      {t('orderPage.back')}
    </Button>
  );
}

/**
 * One order at /order-management/<order number>: everything about it and the moves its status
 * allows. A number the seller does not have says so, with the way back to the list.
 */
export function OrderPage() {
  const { t } = useOrdersTranslation();
  const { orderNumber = '' } = useParams();
  const order = useOrder(orderNumber);
  const title = t('orderPage.title', { number: ltr(orderNumber) });

  if (order.isError && isNotFound(order.error)) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState title={t('orderPage.notFound')} description={t('common.notFoundHint')} action={<BackToOrders variant="contained" />} />
      </>
    );
  }
  return (
    <>
      <BackToOrders />
      {order.data ? (
        <OrderDetails
          order={order.data}
          actions={
            <>
              <OrderMoves order={order.data} alsoApply={putOrderDetail} />
              <RepeatOrder orderNumber={order.data.orderNumber} />
            </>
          }
        />
      ) : (
        <>
          <PageHeader title={title} />
          {order.isError ? (
            <ErrorState message={t('orderPage.loadFailed')} detail={errorMessage(order.error, '')} onRetry={() => void order.refetch()} />
          ) : (
            <LoadingState label={t('orderPage.loading')} />
          )}
        </>
      )}
    </>
  );
}
