import { Route, Routes } from '@agrihub/shared/router';
import { OrderListPage } from './list-page';
import { OrderPage } from './order-page';

/**
 * Order Management (`orders/OrderManagement`) owns /order-management and the paths below it: the
 * list at its root and an order's page at /order-management/<order number>, a deep link that works
 * on reload and in a new tab.
 */
export default function OrderManagementPage() {
  return (
    <Routes>
      <Route index element={<OrderListPage />} />
      <Route path=":orderNumber" element={<OrderPage />} />
    </Routes>
  );
}
