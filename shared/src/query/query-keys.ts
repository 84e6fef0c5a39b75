/**
 * Every query key starts with one of these roots. What a change makes stale is named by its root (the
 * shell's live-update table, a remote's writes), so the roots are written once, here, and a key
 * family's root is checked against them.
 */
export const QUERY_ROOTS = {
  account: 'account',
  dashboard: 'dashboard',
  documents: 'documents',
  emailPreferences: 'notification-email-preferences',
  financing: 'financing',
  logistics: 'logistics',
  newOrder: 'new-order',
  notifications: 'notifications',
  orders: 'orders',
  payments: 'payments',
  pricing: 'pricing-rules',
  products: 'products',
  retailerAccounts: 'retailer-accounts',
  retailerInsights: 'retailer-insights',
  search: 'search',
  session: 'session',
  support: 'support',
  team: 'team',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/** Each named key of a family, as its parts below the root. */
type KeyParts = Record<string, (...args: never[]) => readonly unknown[]>;

/** A family of query keys: `all` (the root alone) and each named key with the root in front. */
export type QueryKeys<R extends QueryRoot, P extends KeyParts> = { readonly all: readonly [R] } & {
  readonly [K in keyof P]: (...args: Parameters<P[K]>) => readonly [R, ...ReturnType<P[K]>];
};

/**
 * The one way to make query keys: `queryKeys('orders', { list: (f: OrderFilters) => ['list', f] as const })`
 * gives `all` = ['orders'] and `list(f)` = ['orders', 'list', f], so every key of a family starts with
 * its root and refreshing the root refreshes all of them.
 */
export function queryKeys<R extends QueryRoot, P extends KeyParts>(root: R, parts: P): QueryKeys<R, P> {
  const keys: Record<string, unknown> = { all: [root] };
  for (const [name, part] of Object.entries(parts)) keys[name] = (...args: never[]) => [root, ...part(...args)];
  return keys as QueryKeys<R, P>;
}

/** Query keys read in more than one app (shell and remotes). */
export const notificationKeys = queryKeys('notifications', {
  list: () => ['list'] as const,
  /** Every page of the notification center (refetched after a read). */
  pages: () => ['page'] as const,
  page: (filters: Record<string, unknown>) => ['page', filters] as const,
});

export const dashboardKeys = queryKeys('dashboard', {
  overview: () => ['overview'] as const,
});
