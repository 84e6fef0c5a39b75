import { formatNumber, formatPKR } from '@agrihub/shared/core';
import { statusLabel } from '@agrihub/shared/ui';
import type { SearchResults } from './api/get-search';
import { ltr } from '@agrihub/shared/core';
import type { ShellT } from '../../locales/pages';

export type SearchGroupName = 'orders' | 'products' | 'retailers';

/** The groups in the order they are shown. */
export const SEARCH_GROUPS: readonly SearchGroupName[] = ['orders', 'products', 'retailers'];

/** Items per group in the top bar's popup and on the results page. */
export const BOX_LIMIT = 5;
/**
 * The pause in typing after which the box searches: shorter than the lists' SEARCH_DELAY_MS, since
 * here the results are what the user is waiting to pick from, not a list being narrowed.
 */
export const SEARCH_DEBOUNCE_MS = 250;
export const PAGE_LIMIT = 20;

/** Where a group's every match is listed: its module's own list, searched the same way (named by `search.lists.<group>`). */
export const MODULE_LISTS: Record<SearchGroupName, (q: string) => string> = {
  orders: (q) => `/order-management?q=${encodeURIComponent(q)}`,
  products: (q) => `/product-catalog?q=${encodeURIComponent(q)}`,
  retailers: (q) => `/retailer-insights/retailers?q=${encodeURIComponent(q)}`,
};

/** One result as both lists show it: two lines and the page it opens. */
export interface SearchHit {
  key: string;
  primary: string;
  secondary: string;
  path: string;
}

type Items<G extends SearchGroupName> = SearchResults[G]['items'][number];

/** The page each kind of result opens: the order's, the product's and the retailer's own. */
const HITS: { [G in SearchGroupName]: (item: Items<G>, t: ShellT) => Omit<SearchHit, 'key'> } = {
  orders: (o) => ({
    primary: ltr(o.orderNumber),
    secondary: `${o.customerName} · ${formatPKR(o.total)} · ${statusLabel(o.status)}`,
    path: `/order-management/${encodeURIComponent(o.orderNumber)}`,
  }),
  products: (p, t) => ({
    primary: p.name,
    secondary: t('search.productLine', { sku: ltr(p.sku), stock: statusLabel(p.stockStatus) }),
    path: `/product-catalog/${encodeURIComponent(p._id)}`,
  }),
  retailers: (r, t) => ({
    primary: r.name,
    secondary: t('search.retailerLine', { city: r.city, province: r.province }),
    path: `/retailer-insights/retailers/${encodeURIComponent(r._id)}`,
  }),
};

/** A group's results as hits. */
export function hitsOf<G extends SearchGroupName>(results: SearchResults, group: G, t: ShellT): SearchHit[] {
  const toHit = HITS[group] as (item: Items<G>, t: ShellT) => Omit<SearchHit, 'key'>;
  return (results[group].items as Items<G>[]).map((item) => ({ key: `${group}-${item._id}`, ...toHit(item, t) }));
}

/** "12 results", "100+ results". */
export function countText({ total, atLeast }: { total: number; atLeast: boolean }, t: ShellT): string {
  const n = formatNumber(total);
  return atLeast ? t('search.countAtLeast', { n }) : t('search.count', { count: total, n });
}
