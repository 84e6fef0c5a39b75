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

/**
 * Spec 2 / 4: the status filter; Seasonal matches seasonal products regardless of stock. The URL
 * carries the stable value; the label is what the user sees and what the server's `status` takes.
 */
export const STATUS_OPTIONS = [
  { value: 'in_stock', label: 'In Stock' },
  { value: 'low_stock', label: 'Low Stock' },
  { value: 'out_of_stock', label: 'Out of Stock' },
  { value: 'seasonal', label: 'Seasonal' },
] as const;

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
