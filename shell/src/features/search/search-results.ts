import { formatNumber, formatPKR } from '@agrihub/shared/core';
import { statusLabel } from '@agrihub/shared/ui';
import type { SearchResults } from './api/get-search';

export type SearchGroupName = 'orders' | 'products' | 'retailers';

/** The groups in the order they are shown. */
export const SEARCH_GROUPS: readonly SearchGroupName[] = ['orders', 'products', 'retailers'];

export const GROUP_LABELS: Record<SearchGroupName, string> = { orders: 'Orders', products: 'Products', retailers: 'Retailers' };

/** Items per group in the top bar's popup and on the results page. */
export const BOX_LIMIT = 5;
/**
 * The pause in typing after which the box searches: shorter than the lists' SEARCH_DELAY_MS, since
 * here the results are what the user is waiting to pick from, not a list being narrowed.
 */
export const SEARCH_DEBOUNCE_MS = 250;
export const PAGE_LIMIT = 20;

export const SEARCHING_TEXT = 'Searching...';
export const SEARCH_FAILED_TEXT = 'Search failed';
export const noResultsText = (q: string) => `No results for “${q}”`;
/** What an unverified seller sees instead of results: the modules searched open after verification. */
export const UNVERIFIED_TEXT = 'Orders, products and retailers can be searched once your company is verified.';

/** Where a group's every match is listed: its module's own list, searched the same way. */
export const MODULE_LISTS: Record<SearchGroupName, { label: string; path: (q: string) => string }> = {
  orders: { label: 'Order Management', path: (q) => `/order-management?q=${encodeURIComponent(q)}` },
  products: { label: 'Product Catalog', path: (q) => `/product-catalog?q=${encodeURIComponent(q)}` },
  retailers: { label: 'the retailer directory', path: (q) => `/retailer-insights/retailers?q=${encodeURIComponent(q)}` },
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
const HITS: { [G in SearchGroupName]: (item: Items<G>) => Omit<SearchHit, 'key'> } = {
  orders: (o) => ({
    primary: o.orderNumber,
    secondary: `${o.customerName} · ${formatPKR(o.total)} · ${statusLabel(o.status)}`,
    path: `/order-management/${encodeURIComponent(o.orderNumber)}`,
  }),
  products: (p) => ({ primary: p.name, secondary: `SKU ${p.sku} · ${p.stockStatus}`, path: `/product-catalog/${encodeURIComponent(p._id)}` }),
  retailers: (r) => ({ primary: r.name, secondary: `${r.city}, ${r.province}`, path: `/retailer-insights/retailers/${encodeURIComponent(r._id)}` }),
};

/** A group's results as hits. */
export function hitsOf<G extends SearchGroupName>(results: SearchResults, group: G): SearchHit[] {
  const toHit = HITS[group] as (item: Items<G>) => Omit<SearchHit, 'key'>;
  return (results[group].items as Items<G>[]).map((item) => ({ key: `${group}-${item._id}`, ...toHit(item) }));
}

/** "12 results", "100+ results". */
export function countText({ total, atLeast }: { total: number; atLeast: boolean }): string {
  return `${formatNumber(total)}${atLeast ? '+' : ''} ${total === 1 && !atLeast ? 'result' : 'results'}`;
}
