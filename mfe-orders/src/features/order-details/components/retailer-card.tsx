import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SectionCard, ltr, retailerPath } from '@agrihub/shared';
import { Link as RouterLink } from '@agrihub/shared/router';
import type { OrderDetail } from '../api/get-order';
import { Facts } from '../../../lib/facts';
import { useOrdersTranslation } from '../../../locales/i18n';

/** The retailer's page in Retailer Insights: its credit, invoices and payments. */

/** Who ordered and where it goes; an order whose retailer was deleted keeps the name and city it was placed with. */
export function RetailerCard({ order }: { order: OrderDetail }) {
  const { t } = useOrdersTranslation();
  const r = order.retailer;
  return (
    <SectionCard title={t('common.retailer')}>
      <Typography sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {r ? (
          <Link component={RouterLink} to={retailerPath(r._id)} underline="hover">
            {r.name}
          </Link>
        ) : (
          order.customer.name
        )}
      </Typography>
      <Facts
        label={t('orderDetails.retailerDetails')}
        rows={[
          [t('common.city'), r ? [r.city, r.province].filter(Boolean).join(', ') : order.customer.city],
          ...(r?.phone ? ([[t('common.phone'), ltr(r.phone)]] as [string, string][]) : []),
          ...(r?.address ? ([[t('common.address'), r.address]] as [string, string][]) : []),
          [t('orderDetails.deliveryAddress'), order.deliveryAddress || t('orderDetails.notRecorded')],
        ]}
      />
    </SectionCard>
  );
}
