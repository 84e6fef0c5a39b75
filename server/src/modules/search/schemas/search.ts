import { Type, type Static, type TSchema } from 'typebox';
import { ref } from '../../../platform/schemas/components.ts';
import { OrderStatus, ProductCategory, StockStatus } from '../../../platform/schemas/domain.ts';

/**
 * Where counting a group's matches stops: "100+" says enough to decide whether to narrow the search,
 * and counting the thousands of orders a retailer's city or "ORD-" matches would cost more than the search.
 */
export const SEARCH_COUNT_CAP = 100;

/** One group of results: its first items and how many match. */
const Group = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ description: `Matches, counted up to ${SEARCH_COUNT_CAP}` }),
    atLeast: Type.Boolean({ description: `Counting stopped at ${SEARCH_COUNT_CAP}: there are that many or more` }),
  });

export const SearchOrder = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  customerName: Type.String({ description: "The retailer's name on the order" }),
  orderDate: Type.String({ format: 'date-time' }),
  total: Type.Number(),
  status: ref(OrderStatus),
});

export const SearchProduct = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  category: ref(ProductCategory),
  stockStatus: ref(StockStatus),
});

export const SearchRetailer = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  province: Type.String(),
});

export const SearchResults = Type.Object({
  q: Type.String({ description: 'The search as run (trimmed)' }),
  orders: Group(SearchOrder),
  products: Group(SearchProduct),
  retailers: Group(SearchRetailer),
});

export type SearchOrder = Static<typeof SearchOrder>;
export type SearchProduct = Static<typeof SearchProduct>;
export type SearchRetailer = Static<typeof SearchRetailer>;
export type SearchResults = Static<typeof SearchResults>;
export interface SearchGroup<T> {
  items: T[];
  total: number;
  atLeast: boolean;
}
