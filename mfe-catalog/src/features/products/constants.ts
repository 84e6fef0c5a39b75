import { productCategoryValues, stockFilterValues, type ProductCategory, type StockFilter } from '@agrihub/shared';

const CATEGORY_LABELS: Record<ProductCategory, string> = {
  fertilizers: 'Fertilizers',
  pesticides: 'Pesticides',
  seeds: 'Seeds',
  tools: 'Tools',
  equipment: 'Equipment',
};

/** Spec 9: the add form's categories (the filter offers all of them, not only the three the original showed). */
export const CATEGORIES = productCategoryValues.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

export function categoryLabel(value: string): string {
  return CATEGORIES.find((c) => c.value === value.toLowerCase())?.label ?? value;
}

/**
 * Spec 2 / 4: the status filter; Seasonal matches seasonal products regardless of stock. The URL
 * carries the stable value; the label is what the user sees and what the server's `status` takes.
 */
const STATUS_URL_VALUES: Record<StockFilter, string> = {
  'In Stock': 'in_stock',
  'Low Stock': 'low_stock',
  'Out of Stock': 'out_of_stock',
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
export const ALL_STATUS = 'All Status';
export const ALL_CATEGORIES = 'All Categories';

/** Spec 9: product images. */
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** 12 fills whole rows of 1, 2 and 3 columns. */
export const PAGE_SIZE = 12;
