/** How long typing in a picker or a quantity must pause before the server is asked. */
export const TYPING_DELAY_MS = 250;
/** The server's limits (server/src/modules/orders/domain/new-order.ts). */
export const MAX_QUANTITY = 100_000;
export const MAX_LINES = 50;
export const TEXT_MAX = { name: 120, city: 80, province: 80, address: 300, deliveryAddress: 300, notes: 1000 } as const;
