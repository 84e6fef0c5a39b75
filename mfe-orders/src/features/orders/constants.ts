export const PAGE_SIZE = 20;
export const DEFAULT_FROM = '2024-01-01';

/** Spec 4: every order status, in workflow order. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
