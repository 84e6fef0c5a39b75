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
import { useAuthStore } from '../../features/auth/auth-store';
import { useDashboardOverview } from '../../features/dashboard/api/get-dashboard-overview';
import { useVerificationChecklist } from '../../features/dashboard/api/get-verification-review';
import type { VerificationReview } from '../../features/dashboard/api/get-verification-review';
import type { DashboardOverview } from '../../features/dashboard/api/get-dashboard-overview';
import { InventoryCard } from '../../features/dashboard/components/inventory-card';
import { RecentList } from '../../features/dashboard/components/recent-list';

/** Spec 8's text for a failed dashboard load. */
export const LOAD_FAILED = 'Failed to load dashboard data';

/**
 * Spec 2: an unverified seller is welcomed and sent to upload the documents; once all 6 are
 * uploaded the welcome says they are under review and the day the server expects the review by.
 */
function VerificationWelcome({ review, loading }: { review: VerificationReview | undefined; loading: boolean }) {
  return (
    <Card data-testid="verification-welcome" sx={{ mb: 3, borderColor: '#f3dc8f', bgcolor: '#fffbeb' }}>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            Welcome to AgriHub Seller Portal
          </Typography>
          {/* Until the checklist answers, neither "please upload" nor "under review": one of them would be wrong. */}
          {loading ? null : <VerificationReviewNote review={review} />}
        </Box>
        {loading ? null : review ? (
          <Button component={RouterLink} to="/document-center" variant="outlined" startIcon={<FactCheckOutlinedIcon />} sx={{ flexShrink: 0 }}>
            View Documents
          </Button>
        ) : (
          <Button component={RouterLink} to="/document-center" variant="contained" startIcon={<UploadFileIcon />} sx={{ flexShrink: 0 }}>
            Upload Documents
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function Overview({ overview }: { overview: DashboardOverview }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <StatCard
          testId="stat-total-revenue"
          title="Total Revenue"
          value={formatPKRWhole(overview.revenue.total)}
          helper={`Average order ${formatPKRWhole(overview.revenue.average)}`}
          icon={<PaymentsOutlinedIcon />}
          accent="#1b5e20"
        />
        <StatCard
          testId="stat-total-orders"
          title="Total Orders"
          value={formatNumber(overview.orders.total)}
          icon={<ShoppingCartOutlinedIcon />}
          accent="#0d47a1"
        />
        <StatCard
          testId="stat-active-products"
          title="Active Products"
          value={formatNumber(overview.products.active)}
          helper={`of ${formatNumber(overview.products.total)} total products`}
          icon={<Inventory2OutlinedIcon />}
          accent="#6a1b9a"
        />
        <StatCard
          testId="stat-unread-notifications"
          title="Unread Notifications"
          value={formatNumber(overview.notifications.unread)}
          icon={<NotificationsActiveOutlinedIcon />}
          accent="#b34700"
        />
      </Box>
      <InventoryCard overview={overview} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <RecentList
          title="Recent Orders"
          testId="recent-orders"
          emptyText="No recent orders."
          rows={overview.recent.orders.map((order) => ({
            id: order._id,
            primary: (
              <Link component={RouterLink} to={`/order-management/${encodeURIComponent(order.orderNumber)}`} underline="hover" color="inherit">
                {order.orderNumber}
              </Link>
            ),
            secondary: order.customer?.name ?? '',
            value: formatPKR(order.total),
            status: <StatusChip kind="order" status={order.status} />,
          }))}
        />
        <RecentList
          title="Recent Products"
          testId="recent-products"
          emptyText="No recent products."
          rows={overview.recent.products.map((product) => ({
            id: product._id,
            primary: product.name,
            secondary: `SKU ${product.sku}`,
            value: `${formatNumber(product.stockQuantity)} in stock`,
            status: <StatusChip kind="product" status={product.status} />,
          }))}
        />
      </Box>
    </Box>
  );
}

export function DashboardPage() {
  const verified = useAuthStore((s) => s.user?.isVerified ?? false);
  const query = useDashboardOverview();
  const checklist = useVerificationChecklist(!verified);
  // The figures arrive through a store, whose changes render in one piece; deferred, the overview
  // mounts in slices while 'Loading dashboard...' stays (issue 15).
  const overview = useDeferredValue(query.data);

  return (
    <>
      <PageHeader title="Dashboard" subtitle="Here's what's happening with your business today." />
      {verified ? null : <VerificationWelcome review={checklist.data?.review ?? undefined} loading={checklist.isPending} />}
      {overview ? (
        <Overview overview={overview} />
      ) : query.isError ? (
        <ErrorState message={LOAD_FAILED} detail={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label="Loading dashboard..." />
      )}
    </>
  );
}
