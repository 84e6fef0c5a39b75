import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { EmptyState, ErrorState, LoadingState, StatusChip, errorMessage, formatDate, formatNumber, formatPKR, formatPKRWhole, ltr } from '@agrihub/shared';
import type { RetailerFigures } from '../api/get-retailer-insights';
import { useRetailerDetails } from '../api/get-retailer-details';
import { Rating } from './rating';
import { useOrdersTranslation } from '../../../locales/i18n';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

const present = (parts: (string | null | undefined)[]) => parts.map((p) => p?.trim() ?? '').filter((p) => p !== '');

/**
 * 'City, Province · phone' with only the parts the retailer has: no leading, trailing or doubled
 * separator when one is missing. The status chip follows on its own, not after a separator.
 */
export function contactLine(r: Pick<RetailerFigures, 'city' | 'province' | 'phone'>): string {
  return present([present([r.city, r.province]).join(', '), r.phone && ltr(r.phone)]).join(' · ');
}

/** View Details: the retailer's figures and its most recent orders. */
export function RetailerDetailsDialog({ retailer, onClose }: { retailer: RetailerFigures; onClose: () => void }) {
  const { t } = useOrdersTranslation();
  const details = useRetailerDetails(retailer._id);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const r = details.data?.retailer ?? retailer;
  const contact = contactLine(r);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="retailer-details-title">
      <DialogTitle id="retailer-details-title">{r.name}</DialogTitle>
      <DialogContent dividers>
        <Typography
          color="text.secondary"
          component="div"
          data-testid="retailer-contact"
          sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          {contact && <span>{contact}</span>}
          <StatusChip status={r.active ? 'Active' : 'Inactive'} label={r.active ? t('insights.details.active') : t('insights.details.inactive')} />
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, m: 0, mb: 2 }}>
          <Figure label={t('insights.details.orders')}>{formatNumber(r.orderCount)}</Figure>
          <Figure label={t('insights.details.revenue')}>{formatPKRWhole(r.revenue)}</Figure>
          <Figure label={t('insights.details.averageOrder')}>{formatPKRWhole(r.averageOrderValue)}</Figure>
          <Figure label={t('insights.details.rating')}>
            <Rating value={r.rating} />
          </Figure>
          <Figure label={t('insights.details.firstOrder')}>{r.firstOrderDate ? formatDate(r.firstOrderDate) : '–'}</Figure>
          <Figure label={t('insights.details.lastOrder')}>{r.lastOrderDate ? formatDate(r.lastOrderDate) : '–'}</Figure>
        </Box>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('insights.details.recentOrders')}
        </Typography>
        {details.isPending ? (
          <LoadingState label={t('insights.details.loadingRecent')} minHeight={120} />
        ) : details.isError ? (
          <ErrorState message={t('insights.details.loadFailed')} detail={errorMessage(details.error, '')} onRetry={() => void details.refetch()} />
        ) : details.data.recentOrders.length === 0 ? (
          <EmptyState title={t('insights.details.noOrders')} dense />
        ) : (
          <Box component="ul" aria-label={t('insights.details.recentLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {details.data.recentOrders.map((o) => (
              <Box
                component="li"
                key={o._id}
                data-testid="recent-order"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: '1 1 140px' }}>
                  <Typography sx={{ fontWeight: 600 }}>{ltr(o.orderNumber)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(o.orderDate)}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 600 }}>{formatPKR(o.total)}</Typography>
                <StatusChip kind="order" status={o.status} label={t(`status.${o.status}`)} />
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
