/** The partner bank's terms, mirrored from the server so the form fails before the round trip. */
export const FINANCING_MIN = 50_000;
export const FINANCING_MAX = 50_000_000;
import type { FinancingPurpose, FinancingStatus } from '@agrihub/shared';
import type { CommerceT } from '../../locales/i18n';

export const UNDER_REVIEW: FinancingStatus = 'Under Review';

export const STATUS_COLOR: Record<FinancingStatus, 'warning' | 'success' | 'error' | 'info'> = {
  'Under Review': 'warning',
  Approved: 'success',
  Rejected: 'error',
  Disbursed: 'info',
};

/** An application's status (the server's English value) as the screen shows it. */
export function financingStatusLabel(t: CommerceT, status: FinancingStatus): string {
  const labels: Record<FinancingStatus, string> = {
    'Under Review': t('financing.status.underReview'),
    Approved: t('financing.status.approved'),
    Rejected: t('financing.status.rejected'),
    Disbursed: t('financing.status.disbursed'),
  };
  return labels[status] ?? status;
}

/** A financing purpose (the server's English value) as the screen shows it. */
export function financingPurposeLabel(t: CommerceT, purpose: string): string {
  const labels: Record<FinancingPurpose, string> = {
    'Working capital': t('financing.purpose.workingCapital'),
    'Inventory purchase': t('financing.purpose.inventoryPurchase'),
    'Seasonal stock-up': t('financing.purpose.seasonalStockUp'),
    'Equipment purchase': t('financing.purpose.equipmentPurchase'),
    'Business expansion': t('financing.purpose.businessExpansion'),
  };
  return labels[purpose as FinancingPurpose] ?? purpose;
}
