import { dashboardKeys, notificationKeys, queryKeys } from '@agrihub/shared';
import type { OrderFilters } from '../hooks/use-order-filters';

/**
 * Query keys of the orders feature (only this remote reads them). Every key of an order's data in
 * this remote starts with `all` (the order page's too), so a move refreshes all of it.
 */
export const orderKeys = queryKeys('orders', {
  lists: () => ['list'] as const,
  list: (filters: OrderFilters) => ['list', filters] as const,
});

/**
 * What moving an order makes stale: this remote's orders, the dashboard's figures (confirming and
 * cancelling change stock, so its inventory figures too) and the bell (the server adds a
 * notification). The catalog's lists are read fresh whenever its page opens.
 */
export const ORDER_CHANGES = [orderKeys.all, dashboardKeys.all, notificationKeys.all] as const;
