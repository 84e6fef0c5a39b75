/**
 * Query keys of an order's page. They sit below the orders feature's root key (`['orders']`), so a
 * move made anywhere in this remote, which refreshes that root, refreshes an order's page too.
 */
export const orderDetailKeys = {
  all: ['orders', 'detail'] as const,
  detail: (ref: string) => [...orderDetailKeys.all, ref] as const,
};
