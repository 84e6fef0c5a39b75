import { PORTAL_PATHS } from '@agrihub/shared/core';
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

/** The single list of pages: route (shared's PORTAL_PATHS, which other apps link to), sidebar, verification rule and owning remote. */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: PORTAL_PATHS.dashboard, id: 'dashboard', label: 'Dashboard', verifiedOnly: false },
  { path: PORTAL_PATHS.orders, id: 'orderManagement', label: 'Order Management', verifiedOnly: true, remote: { name: 'orders', module: 'OrderManagement' } },
  { path: PORTAL_PATHS.catalog, id: 'productCatalog', label: 'Product Catalog', verifiedOnly: true, remote: { name: 'catalog', module: 'ProductCatalog' } },
  { path: PORTAL_PATHS.pricing, id: 'pricingOffers', label: 'Pricing & Offers', verifiedOnly: true, remote: { name: 'commerce', module: 'PricingOffers' } },
  { path: PORTAL_PATHS.logistics, id: 'logistics', label: 'Logistics & Fulfillment', verifiedOnly: true, remote: { name: 'commerce', module: 'Logistics' } },
  { path: PORTAL_PATHS.payments, id: 'payments', label: 'Payments & Financing', verifiedOnly: true, remote: { name: 'commerce', module: 'Payments' } },
  {
    path: PORTAL_PATHS.retailerInsights,
    id: 'retailerInsights',
    label: 'Retailer Insights',
    verifiedOnly: true,
    remote: { name: 'orders', module: 'RetailerInsights' },
  },
  { path: PORTAL_PATHS.team, id: 'teamAccess', label: 'Team Access & Roles', verifiedOnly: true },
  {
    path: PORTAL_PATHS.documents,
    id: 'documentCenter',
    label: 'Document Center',
    verifiedOnly: false,
    remote: { name: 'documents', module: 'DocumentCenter' },
  },
  { path: PORTAL_PATHS.support, id: 'support', label: 'Support & Notifications', verifiedOnly: false, remote: { name: 'support', module: 'Support' } },
];

/** The notification center: a shell page outside the sidebar, opened by the bell's "View all". */
export const NOTIFICATIONS_ROUTE = PORTAL_PATHS.notifications;

/**
 * The path pattern a route answers: a module also owns the paths below its own (a deep link shows
 * the module), so a remote can add pages of its own without a shell release.
 */
export function routePattern({ path, remote }: PortalRoute): string {
  return remote ? `${path}/*` : path;
}

/** The account menu's pages (the shell's own, outside the sidebar). */
export const ACCOUNT_PATHS = { profile: PORTAL_PATHS.profile, settings: PORTAL_PATHS.settings } as const;

/**
 * The signed-out first pages whose HTML the build renders in each language (src/prerender.tsx), so
 * they paint before the JavaScript arrives. Reset password and accept invitation depend on their
 * link's token and stay rendered in the browser.
 */
export const PRERENDERED_PATHS = ['/login', '/signup', '/forgot-password'] as const;
