import { PageHeader } from '@agrihub/shared';
import { useNavigate } from '@agrihub/shared/router';
import { NewOrderForm } from '../../features/new-order/components/new-order-form';
import { orderKeys } from '../../features/orders/api/keys';
import { OrderCredit } from '../../features/retailer-accounts/components/order-credit';
import { useOrdersTranslation } from '../../locales/i18n';

/** /order-management/new: an order taken by phone, saved pending; then its own page. */
export function NewOrderPage() {
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('newOrder.title')} subtitle={t('newOrder.subtitle')} />
      <NewOrderForm
        refreshes={[orderKeys.lists()]}
        onCreated={(order) => void navigate(`../${order.orderNumber}`)}
        cancelTo=".."
        credit={(retailerId, due) => <OrderCredit retailerId={retailerId} due={due} />}
      />
    </>
  );
}
