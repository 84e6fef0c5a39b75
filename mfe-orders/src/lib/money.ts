import { formatPKR } from '@agrihub/shared';
import type { OrdersT } from '../locales/i18n';

/**
 * A retailer's balance as a ledger reads it: what they owe ("PKR 10,000"), or, when they have paid
 * ahead, the credit in their favour marked CR ("PKR 10,000 CR") instead of a minus sign (issue 41).
 */
export function formatBalance(t: OrdersT, amount: number): string {
  return amount < 0 ? t('money.credit', { amount: formatPKR(-amount) }) : formatPKR(amount);
}
