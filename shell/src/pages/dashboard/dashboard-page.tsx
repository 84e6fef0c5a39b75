import { useDeferredValue } from 'react';
import { Link as RouterLink } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { errorMessage, formatNumber, formatPKR, formatPKRWhole } from '@agrihub/shared/core';
import { ErrorState, LoadingState, PageHeader, StatCard, StatusChip, VerificationReviewNote } from '@agrihub/shared/ui';
import { useNotifications } from '@agrihub/shared/notifications';
import { useAuthStore } from '../../features/auth/auth-store';
import { useDashboardOverview } from '../../features/dashboard/api/get-dashboard-overview';
import { useDocumentChecklist } from '../../features/dashboard/api/get-document-checklist';
import type { VerificationReview } from '../../features/dashboard/api/get-document-checklist';
import type { DashboardOverview } from '../../features/dashboard/api/get-dashboard-overview';
import { InventoryCard } from '../../features/dashboard/components/inventory-card';
import { RecentList } from '../../features/dashboard/components/recent-list';
import { ltr } from '@agrihub/shared/core';
import { useShellTranslation } from '../../locales/i18n';

/**
 * Spec 2: an unverified seller is welcomed and sent to upload the documents; once all 6 are
 * uploaded the welcome says they are under review and the day the server expects the review by.
 */
function VerificationWelcome({ review, loading }: { review: VerificationReview | undefined; loading: boolean }) {
  const { t } = useShellTranslation();
  return (
    <Card data-testid="verification-welcome" sx={{ mb: 3, borderColor: '#f3dc8f', bgcolor: '#fffbeb' }}>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {t('dashboard.welcome')}
          </Typography>
          {/* Until the checklist answers, neither "please upload" nor "under review": one of them would be wrong. */}
          {loading ? null : <VerificationReviewNote review={review} />}
        </Box>
        {loading ? null : review ? (
          <Button component={RouterLink} to="/document-center" variant="outlined" startIcon={<FactCheckOutlinedIcon />} sx={{ flexShrink: 0 }}>
            {t('dashboard.viewDocuments')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/document-center" variant="contained" startIcon={<UploadFileIcon />} sx={{ flexShrink: 0 }}>
            {t('dashboard.uploadDocuments')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function Overview({ overview }: { overview: DashboardOverview }) {
  const { t } = useShellTranslation();
  // The bell's own query (issue 41): one count, kept live and marked read in one place; the
  // overview's figure (the same definition on the server) only until the bell has answered.
  const bell = useNotifications();
  const unread = bell.data?.unreadCount ?? overview.notifications.unread;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <StatCard
          testId="stat-total-revenue"
          title={t('dashboard.totalRevenue')}
          value={formatPKRWhole(overview.revenue.total)}
          helper={t('dashboard.averageOrder', { amount: formatPKRWhole(overview.revenue.average) })}
          icon={<PaymentsOutlinedIcon />}
          accent="#1b5e20"
        />
        <StatCard
          testId="stat-total-orders"
          title={t('dashboard.totalOrders')}
          value={formatNumber(overview.orders.total)}
          icon={<ShoppingCartOutlinedIcon />}
          accent="#0d47a1"
        />
        <StatCard
          testId="stat-active-products"
          title={t('dashboard.activeProducts')}
          value={formatNumber(overview.products.active)}
          helper={t('dashboard.ofTotalProducts', { count: formatNumber(overview.products.total) })}
          icon={<Inventory2OutlinedIcon />}
          accent="#6a1b9a"
        />
        <StatCard
          testId="stat-unread-notifications"
          title={t('dashboard.unreadNotifications')}
          value={formatNumber(unread)}
          icon={<NotificationsActiveOutlinedIcon />}
          accent="#b34700"
        />
      </Box>
      <InventoryCard overview={overview} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <RecentList
          title={t('dashboard.recentOrders')}
          testId="recent-orders"
          emptyText={t('dashboard.noRecentOrders')}
          rows={overview.recent.orders.map((order) => ({
            id: order._id,
            primary: (
              <Link component={RouterLink} to={`/order-management/${encodeURIComponent(order.orderNumber)}`} underline="hover" color="inherit">
                {ltr(order.orderNumber)}
              </Link>
            ),
            secondary: order.customer?.name ?? '',
            value: (
              <>
                {formatPKR(order.grandTotal)}
                {order.salesTax ? (
                  <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary', textAlign: 'end' }}>
                    {t('dashboard.inclTax', { rate: formatNumber(order.salesTax.rate) })}
                  </Box>
                ) : null}
              </>
            ),
            status: <StatusChip kind="order" status={order.status} />,
          }))}
        />
        <RecentList
          title={t('dashboard.recentProducts')}
          testId="recent-products"
          emptyText={t('dashboard.noRecentProducts')}
          rows={overview.recent.products.map((product) => ({
            id: product._id,
            primary: product.name,
            secondary: t('dashboard.sku', { sku: ltr(product.sku) }),
            value: t('dashboard.inStock', { count: formatNumber(product.stockQuantity) }),
            status: <StatusChip kind="product" status={product.status} />,
          }))}
        />
      </Box>
    </Box>
  );
}

export function DashboardPage() {
  const verified = useAuthStore((s) => s.user?.isVerified ?? false);
  const query = useDashboardOverview(verified);
  const checklist = useDocumentChecklist(!verified);
  // The figures arrive through a store, whose changes render in one piece; deferred, the overview
  // mounts in slices while 'Loading dashboard...' stays (issue 15).
  const overview = useDeferredValue(query.data);
  const { t } = useShellTranslation();

  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {/* Spec 2: until verified, the welcome instead of the figures (all zero before the first order). */}
      {!verified ? (
        <VerificationWelcome review={checklist.data?.review ?? undefined} loading={checklist.isPending} />
      ) : overview ? (
        <Overview overview={overview} />
      ) : query.isError ? (
        <ErrorState message={t('dashboard.loadFailed')} detail={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label={t('dashboard.loading')} />
      )}
    </>
  );
}
