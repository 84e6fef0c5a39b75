import { Route, Routes } from '@agrihub/shared/router';
import { OrderListPage } from './list-page';
import { NewOrderPage } from './new-order-page';
import { OrderPage } from './order-page';

/**
 * Order Management (`orders/OrderManagement`) owns /order-management and the paths below it: the
 * list at its root, the New Order form at /order-management/new and an order's page at
 * /order-management/<order number>, a deep link that works on reload and in a new tab.
 */
export default function OrderManagementPage() {
  return (
    <Routes>
      <Route index element={<OrderListPage />} />
      <Route path="new" element={<NewOrderPage />} />
      <Route path=":orderNumber" element={<OrderPage />} />
    </Routes>
  );
}
