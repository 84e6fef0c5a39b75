import type { OrderFilters } from '../hooks/use-order-filters';

/** Query keys of the orders feature (only this remote reads them). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderFilters) => [...orderKeys.lists(), filters] as const,
};
