import type { RemoteName } from './remotes/remote-registry';

export interface PortalRoute {
  path: string;
  /** The page's key among the shell's texts (`routes.<id>`), which name it in each language. */
  id: string;
  /** Sidebar label in English, exactly as the spec's shared layout lists it. */
  label: string;
  /** Unverified sellers only reach Dashboard, Document Center and Support. */
  verifiedOnly: boolean;
  /** Where the page comes from; absent for pages the shell owns. */
  remote?: { name: RemoteName; module: string };
}

/** The single list of pages: route, sidebar, verification rule and owning remote. */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', id: 'dashboard', label: 'Dashboard', verifiedOnly: false },
  { path: '/order-management', id: 'orderManagement', label: 'Order Management', verifiedOnly: true, remote: { name: 'orders', module: 'OrderManagement' } },
  { path: '/product-catalog', id: 'productCatalog', label: 'Product Catalog', verifiedOnly: true, remote: { name: 'catalog', module: 'ProductCatalog' } },
  { path: '/pricing-offers', id: 'pricingOffers', label: 'Pricing & Offers', verifiedOnly: true, remote: { name: 'commerce', module: 'PricingOffers' } },
  { path: '/logistics', id: 'logistics', label: 'Logistics & Fulfillment', verifiedOnly: true, remote: { name: 'commerce', module: 'Logistics' } },
  { path: '/payments', id: 'payments', label: 'Payments & Financing', verifiedOnly: true, remote: { name: 'commerce', module: 'Payments' } },
  {
    path: '/retailer-insights',
    id: 'retailerInsights',
    label: 'Retailer Insights',
    verifiedOnly: true,
    remote: { name: 'orders', module: 'RetailerInsights' },
  },
  { path: '/team-access', id: 'teamAccess', label: 'Team Access & Roles', verifiedOnly: true },
  { path: '/document-center', id: 'documentCenter', label: 'Document Center', verifiedOnly: false, remote: { name: 'documents', module: 'DocumentCenter' } },
  { path: '/support', id: 'support', label: 'Support & Notifications', verifiedOnly: false, remote: { name: 'support', module: 'Support' } },
];

/**
 * The notification center: a shell page outside the sidebar, opened by the bell's "View all"
 * (shared's NOTIFICATIONS_PATH, which a test keeps equal; this file stays out of the bell's module,
 * which the first screen does not load).
 */
export const NOTIFICATIONS_ROUTE = '/notifications';

/**
 * The path pattern a route answers: a module also owns the paths below its own (a deep link shows
 * the module), so a remote can add pages of its own without a shell release.
 */
export function routePattern({ path, remote }: PortalRoute): string {
  return remote ? `${path}/*` : path;
}

/** The account menu's pages (the shell's own, outside the sidebar). */
export const ACCOUNT_PATHS = { profile: '/profile', settings: '/settings' } as const;

/**
 * The signed-out first pages whose HTML the build renders in each language (src/prerender.tsx), so
 * they paint before the JavaScript arrives. Reset password and accept invitation depend on their
 * link's token and stay rendered in the browser.
 */
export const PRERENDERED_PATHS = ['/login', '/signup', '/forgot-password'] as const;
