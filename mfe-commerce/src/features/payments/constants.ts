import { paymentStatusValues, type PaymentStatus } from '@agrihub/shared';
import type { CommerceT } from '../../locales/i18n';

/** A payment status (the server's English value) as the screen shows it. */
export function paymentStatusLabel(t: CommerceT, status: string): string {
  const labels: Record<PaymentStatus, string> = {
    Paid: t('payments.status.paid'),
    Pending: t('payments.status.pending'),
    Overdue: t('payments.status.overdue'),
  };
  return labels[status as PaymentStatus] ?? status;
}

/** The status filter's choices after All: the server's values, each with its label. */
export const paymentStatusOptions = (t: CommerceT) => paymentStatusValues.map((value) => ({ value, label: paymentStatusLabel(t, value) }));
