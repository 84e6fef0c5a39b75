import { PageHeader } from '@agrihub/shared';
import { useNavigate } from '@agrihub/shared/router';
import { NewOrderForm } from '../../features/new-order/components/new-order-form';
import { orderKeys } from '../../features/orders/api/keys';

export const NEW_ORDER_TITLE = 'New Order';

/** /order-management/new: an order taken by phone, saved pending; then its own page. */
export function NewOrderPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={NEW_ORDER_TITLE} subtitle="Take an order by phone: pick the retailer and products; active pricing rules apply automatically." />
      <NewOrderForm refreshes={[orderKeys.lists()]} onCreated={(order) => void navigate(`../${order.orderNumber}`)} cancelTo=".." />
    </>
  );
}
