/**
 * The portal's pages that more than one app links to (a remote's links, the server's notifications,
 * mails and activity log, the e2e tests): one place for each path. A remote owns the pages below its
 * root; these are the addresses it promises to serve.
 */
export const PORTAL_PATHS = {
  dashboard: '/',
  orders: '/order-management',
  newOrder: '/order-management/new',
  catalog: '/product-catalog',
  retailerInsights: '/retailer-insights',
  retailers: '/retailer-insights/retailers',
  aging: '/retailer-insights/aging',
  payments: '/payments',
  logistics: '/logistics',
  pricing: '/pricing-offers',
  documents: '/document-center',
  support: '/support',
  team: '/team-access',
  notifications: '/notifications',
  settings: '/settings',
  profile: '/profile',
} as const;

const below = (root: string, ref: string) => `${root}/${encodeURIComponent(ref)}`;

/** An order's page, by its number (ORD-100123). */
export const orderPath = (orderNumber: string) => below(PORTAL_PATHS.orders, orderNumber);
/** A product's page, by its id. */
export const productPath = (id: string) => below(PORTAL_PATHS.catalog, id);
/** A retailer's page, by its id. */
export const retailerPath = (id: string) => below(PORTAL_PATHS.retailers, id);
