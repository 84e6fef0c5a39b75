import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { EmptyState, ErrorState, LoadingState, PageHeader, errorMessage, isNotFound } from '@agrihub/shared';
import { Link as RouterLink, useParams } from '@agrihub/shared/router';
import { putOrderDetail, useOrder } from '../../features/order-details/api/get-order';
import { OrderDetails } from '../../features/order-details/components/order-details';
import { OrderMoves } from '../../features/orders/components/move-buttons';

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_LOAD_FAILED = 'Failed to load the order';
const LIST_PATH = '/order-management';

function BackToOrders({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  return (
    <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBack />} variant={variant} sx={variant === 'text' ? { mb: 1, ml: -1 } : undefined}>
      Back to orders
    </Button>
  );
}

/**
 * One order at /order-management/<order number>: everything about it and the moves its status
 * allows. A number the seller does not have says so, with the way back to the list.
 */
export function OrderPage() {
  const { orderNumber = '' } = useParams();
  const order = useOrder(orderNumber);
  const title = `Order ${orderNumber}`;

  if (order.isError && isNotFound(order.error)) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          title={ORDER_NOT_FOUND}
          description="It may have been mistyped, or belong to another company."
          action={<BackToOrders variant="contained" />}
        />
      </>
    );
  }
  return (
    <>
      <BackToOrders />
      {order.data ? (
        <OrderDetails order={order.data} actions={<OrderMoves order={order.data} alsoApply={putOrderDetail} />} />
      ) : (
        <>
          <PageHeader title={title} />
          {order.isError ? (
            <ErrorState message={ORDER_LOAD_FAILED} detail={errorMessage(order.error, '')} onRetry={() => void order.refetch()} />
          ) : (
            <LoadingState label="Loading order..." />
          )}
        </>
      )}
    </>
  );
}
