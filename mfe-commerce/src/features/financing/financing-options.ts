/** The partner bank's terms, mirrored from the server so the form fails before the round trip. */
export const FINANCING_MIN = 50_000;
export const FINANCING_MAX = 50_000_000;
export const TENURES = [3, 6, 9, 12, 18, 24] as const;
export const PURPOSES = ['Working capital', 'Inventory purchase', 'Seasonal stock-up', 'Equipment purchase', 'Business expansion'] as const;
export const UNDER_REVIEW = 'Under Review';

export const STATUS_COLOR: Record<string, 'warning' | 'success' | 'error' | 'info'> = {
  'Under Review': 'warning',
  Approved: 'success',
  Rejected: 'error',
  Disbursed: 'info',
};
