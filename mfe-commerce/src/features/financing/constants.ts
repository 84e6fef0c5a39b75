/** The partner bank's terms, mirrored from the server so the form fails before the round trip. */
export const FINANCING_MIN = 50_000;
export const FINANCING_MAX = 50_000_000;
import type { FinancingStatus } from '@agrihub/shared';

export const UNDER_REVIEW: FinancingStatus = 'Under Review';

export const STATUS_COLOR: Record<FinancingStatus, 'warning' | 'success' | 'error' | 'info'> = {
  'Under Review': 'warning',
  Approved: 'success',
  Rejected: 'error',
  Disbursed: 'info',
};
