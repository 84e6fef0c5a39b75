import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RowList, SectionCard, StatusChip, formatDate, formatNumber, ltr, orderPath } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { AccountOrder } from '../api/get-account';
import { TotalWithTax } from '../../../lib/total-with-tax';
import { useOrdersTranslation } from '../../../locales/i18n';

/** The retailer's latest orders, each a link to its page, and how many it has placed in all. */
export function RecentOrdersCard({ orders, orderCount }: { orders: AccountOrder[]; orderCount: number }) {
  const { t } = useOrdersTranslation();
  return (
    <SectionCard title={t('retailer.orders.title')} empty={orders.length === 0 ? t('retailer.orders.empty') : null}>
      <Box sx={{ mx: -2 }}>
        <RowList items={orders} keyOf={(o) => o._id} label={t('retailer.orders.title')} rowTestId="account-order">
          {(o) => (
            <>
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Link component={RouterLink} to={orderPath(o.orderNumber)} underline="hover" sx={{ fontWeight: 600 }}>
                  {ltr(o.orderNumber)}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(o.orderDate)}
                </Typography>
              </Box>
              <StatusChip kind="order" status={o.status} label={t(`status.${o.status}`)} />
              <TotalWithTax order={o} testId="account-order-total" sx={{ textAlign: 'end' }} />
            </>
          )}
        </RowList>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="order-count">
        {t('retailer.orders.count', { count: orderCount, number: formatNumber(orderCount) })}
      </Typography>
    </SectionCard>
  );
}
