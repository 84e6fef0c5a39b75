/** Spec 9: the add form's categories (the filter offers all of them, not only the three the original showed). */
export const CATEGORIES = [
  { value: 'fertilizers', label: 'Fertilizers' },
  { value: 'pesticides', label: 'Pesticides' },
  { value: 'seeds', label: 'Seeds' },
  { value: 'tools', label: 'Tools' },
  { value: 'equipment', label: 'Equipment' },
] as const;

export type CategoryValue = (typeof CATEGORIES)[number]['value'];

export function categoryLabel(value: string): string {
  return CATEGORIES.find((c) => c.value === value.toLowerCase())?.label ?? value;
}

/** Spec 2 / 4: the status filter; Seasonal matches seasonal products regardless of stock. */
export const STATUS_OPTIONS = ['In Stock', 'Low Stock', 'Out of Stock', 'Seasonal'] as const;
export const ALL_STATUS = 'All Status';
export const ALL_CATEGORIES = 'All Categories';

/** Spec 9: product images. */
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** 12 fills whole rows of 1, 2 and 3 columns. */
export const PAGE_SIZE = 12;
