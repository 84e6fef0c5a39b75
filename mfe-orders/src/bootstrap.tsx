import { renderStandalone } from '@agrihub/shared';
import OrderManagementPage from './pages/order-management';
import RetailerInsightsPage from './pages/retailer-insights';

// Opened on its own (QA, standalone dev): the shared harness stands in for the shell.
renderStandalone({
  name: 'orders',
  pages: [
    { path: '/order-management', label: 'Order Management', Component: OrderManagementPage },
    { path: '/retailer-insights', label: 'Retailer Insights', Component: RetailerInsightsPage },
  ],
});
