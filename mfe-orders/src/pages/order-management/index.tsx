import { Suspense, lazy } from 'react';
import { LoadingState } from '@agrihub/shared';
import { Route, Routes } from '@agrihub/shared/router';
import { OrderListPage } from './list-page';
import { useOrdersTranslation } from '../../locales/i18n';

// The list is what most visits open; an order's page and the New Order form arrive when first
// shown, so opening Order Management does not download them (docs/decisions/0134-order-page-new-order-lazy.md).
const OrderPage = lazy(() => import('./order-page').then((m) => ({ default: m.OrderPage })));
const NewOrderPage = lazy(() => import('./new-order-page').then((m) => ({ default: m.NewOrderPage })));

/**
 * Order Management (`orders/OrderManagement`) owns /order-management and the paths below it: the
 * list at its root, the New Order form at /order-management/new and an order's page at
 * /order-management/<order number>, a deep link that works on reload and in a new tab.
 */
export default function OrderManagementPage() {
  const { t } = useOrdersTranslation();
  return (
    <Routes>
      <Route index element={<OrderListPage />} />
      <Route
        path="new"
        element={
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>
            <NewOrderPage />
          </Suspense>
        }
      />
      <Route
        path=":orderNumber"
        element={
          <Suspense fallback={<LoadingState label={t('orderPage.loading')} />}>
            <OrderPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
