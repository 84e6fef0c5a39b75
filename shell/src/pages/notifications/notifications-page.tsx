import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { errorMessage, formatNumber } from '@agrihub/shared/core';
import { useMarkAllNotificationsRead } from '@agrihub/shared/notifications';
import { EmptyState, ErrorState, LoadingState, PageHeader, SectionCard } from '@agrihub/shared/ui';
import { useAuthStore } from '../../features/auth/auth-store';
import { NOTIFICATION_PAGE_SIZE, useNotificationPage } from '../../features/notifications/api/get-notification-page';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { useNotificationFilters } from '../../features/notifications/hooks/use-notification-filters';
import { NOTIFICATION_KINDS, isNotificationKind } from '../../features/notifications/notification-kinds';
import { useShellTranslation } from '../../locales/pages';

const ALL_KINDS = 'all';

/** The notification center (issue 19): every notification, paged, filtered by unread and kind. */
export function NotificationsPage() {
  const { filters, setFilters, setPage } = useNotificationFilters();
  const { t } = useShellTranslation();
  const query = useNotificationPage(filters);
  const markAll = useMarkAllNotificationsRead();
  // Until the Settings page mounts them, admins choose email notifications here.
  const isAdmin = useAuthStore((s) => s.user?.permissions.includes('settings') ?? false);
  const data = query.data;
  const unread = data?.unreadCount ?? 0;
  const pages = Math.ceil((data?.pagination.total ?? 0) / NOTIFICATION_PAGE_SIZE);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title={t('notifications.title')}
        subtitle={unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.caughtUp')}
        actions={
          <Button variant="outlined" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <SectionCard title={t('notifications.all')}>
        <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label={t('notifications.show')}
            value={filters.unread ? 'unread' : 'all'}
            onChange={(_e, value: string | null) => value && setFilters({ unread: value === 'unread' })}
          >
            <ToggleButton value="all">{t('notifications.showAll')}</ToggleButton>
            <ToggleButton value="unread">{t('notifications.showUnread')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            label={t('notifications.type')}
            size="small"
            value={filters.kind || ALL_KINDS}
            onChange={(e) => setFilters({ kind: isNotificationKind(e.target.value) ? e.target.value : '' })}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            <MenuItem value={ALL_KINDS}>{t('notifications.allTypes')}</MenuItem>
            {NOTIFICATION_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`notifications.kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {query.isPending ? <LoadingState label={t('notifications.loading')} /> : null}
        {query.isError ? (
          <ErrorState message={t('notifications.loadFailed')} detail={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
        ) : null}
        {data && data.notifications.length === 0 ? (
          <EmptyState title={t(filters.unread || filters.kind ? 'notifications.noMatch' : 'notifications.none')} />
        ) : null}
        {data && data.notifications.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('notifications.count', { count: data.pagination.total, n: formatNumber(data.pagination.total) })}
            </Typography>
            <NotificationList notifications={data.notifications} />
          </>
        ) : null}
        {pages > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Pagination
              count={pages}
              page={Math.min(filters.page, pages)}
              onChange={(_e, p) => setPage(p)}
              color="primary"
              siblingCount={0}
              boundaryCount={1}
            />
          </Box>
        ) : null}
      </SectionCard>
      {isAdmin ? <NotificationPreferences mayChange /> : null}
    </Box>
  );
}
