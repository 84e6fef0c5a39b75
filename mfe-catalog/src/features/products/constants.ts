import { productCategoryValues, stockFilterValues, statusLabel as capitalised, type ProductCategory, type StockFilter } from '@agrihub/shared';
import { catalogText, type CatalogT } from '../../locales/i18n';

export const isCategory = (value: string): value is ProductCategory => (productCategoryValues as readonly string[]).includes(value);

/** A category's name as the user reads it ('fertilizers' -> 'Fertilizers'); an unknown value as it is. */
export function categoryLabel(value: string, t: CatalogT = catalogText): string {
  const category = value.toLowerCase();
  return isCategory(category) ? t(`categories.${category}`) : value;
}

/** Spec 9: the add form's categories (the filter offers all of them, not only the three the original showed). */
export const categoryOptions = (t: CatalogT) => productCategoryValues.map((value) => ({ value, label: categoryLabel(value, t) }));

/**
 * Spec 2 / 4: the status filter; Seasonal matches seasonal products regardless of stock. The URL
 * carries the stable value; the label is the server's name for it (what its `status` takes), shown
 * to the user in the portal's language.
 */
const STATUS_URL_VALUES: Record<StockFilter, string> = {
  'In Stock': 'in_stock',
  'Low Stock': 'low_stock',
  'Out of Stock': 'out_of_stock',
  Seasonal: 'seasonal',
};
const STATUS_KEYS: Record<StockFilter, string> = {
  'In Stock': 'inStock',
  'Low Stock': 'lowStock',
  'Out of Stock': 'outOfStock',
  Seasonal: 'seasonal',
};
export const STATUS_OPTIONS = stockFilterValues.map((label) => ({ value: STATUS_URL_VALUES[label], label }));

/** A status filter value from the URL: a value or, from links made before values, a label (any case); '' if neither. */
export function statusValue(raw: string): string {
  const text = raw.trim().toLowerCase();
  return STATUS_OPTIONS.find((s) => s.value === text || s.label.toLowerCase() === text)?.value ?? '';
}

/** The server's name for a status filter value. */
export function statusLabel(value: string): string {
  return STATUS_OPTIONS.find((s) => s.value === value)?.label ?? value;
}

/** A stock status as the server names it ('Low Stock'), in the portal's language. */
export function stockStatusLabel(status: string, t: CatalogT = catalogText): string {
  const key = STATUS_KEYS[status as StockFilter];
  return key ? t(`stockStatus.${key}`) : status;
}

/** The status filter's choices, shown in the portal's language. */
export const statusOptions = (t: CatalogT) => STATUS_OPTIONS.map((s) => ({ value: s.value, label: stockStatusLabel(s.label, t) }));

const PRODUCT_STATUS_KEYS: Record<string, string> = { active: 'active', inactive: 'inactive', pending_review: 'pendingReview' };

/** A product's listing status ('pending_review' -> 'Pending Review'). */
export function productStatusLabel(status: string, t: CatalogT = catalogText): string {
  const key = PRODUCT_STATUS_KEYS[status];
  return key ? t(`productStatus.${key}`) : capitalised(status);
}

/** Spec 9: product images. */
export const MAX_IMAGES = 5;

/** 12 fills whole rows of 1, 2 and 3 columns. */
export const PAGE_SIZE = 12;
