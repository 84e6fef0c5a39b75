import { queryKeys } from '@agrihub/shared';

/**
 * Query keys of an order's page. They sit below the orders feature's root key (`['orders']`), so a
 * move made anywhere in this remote, which refreshes that root, refreshes an order's page too.
 */
export const orderDetailKeys = queryKeys('orders', {
  details: () => ['detail'] as const,
  detail: (ref: string) => ['detail', ref] as const,
});
