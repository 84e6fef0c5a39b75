import Box from '@mui/material/Box';
import { formatNumber, formatPKR } from '@agrihub/shared';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

/** A credit limit, or 'No limit' when none is set. */
export const limitText = (t: OrdersT, limit: number | null) => (limit === null ? t('money.noLimit') : formatPKR(limit));

/** Available credit: nothing to say without a limit. */
export const availableText = (available: number | null) => (available === null ? '—' : formatPKR(available));

export const daysText = (t: OrdersT, days: number) => t('money.days', { count: days, days: formatNumber(days) });

/** What is overdue, in the error colour when anything is, with how late the oldest unpaid invoice is. */
export function OverdueAmount({ overdue, oldestDays }: { overdue: number; oldestDays: number | null }) {
  const { t } = useOrdersTranslation();
  if (overdue <= 0) return <>{formatPKR(0)}</>;
  return (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }} data-overdue>
      {formatPKR(overdue)}
      {oldestDays !== null ? (
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 400 }}>
          {t('money.oldest', { days: daysText(t, oldestDays) })}
        </Box>
      ) : null}
    </Box>
  );
}
