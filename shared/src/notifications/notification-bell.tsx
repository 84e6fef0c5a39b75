import { useState } from 'react';
import type { MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { formatRelativeTime, formatDateTime } from '../format/format';
import { HintTooltip } from '../ui/hint-tooltip';
import { useNavigate } from '../router';
import { useTranslation } from 'react-i18next';
import { SHARED_NAMESPACE } from '../i18n/i18n';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notifications-api';
import { PORTAL_PATHS } from '../validation/portal-paths';

/** The dropdown shows the first 5 (spec 9). */
export const BELL_LIMIT = 5;
/** The notification center, the shell's page behind "View all". */
export const NOTIFICATIONS_PATH = PORTAL_PATHS.notifications;

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const { t } = useTranslation(SHARED_NAMESPACE);
  // A failed fetch shows the bell empty and silent (spec 8), never an error.
  const list = query.isError ? undefined : query.data;
  const unread = list?.unreadCount ?? 0;
  const items = (list?.notifications ?? []).slice(0, BELL_LIMIT);
  const open = Boolean(anchor);
  // Opening a notification reads it, and goes where it points (if anywhere).
  const go = (path: string | null) => {
    setAnchor(null);
    if (path) void navigate(path);
  };

  return (
    <>
      <HintTooltip title={t('notifications.title')}>
        <IconButton
          // The name carries the count the badge shows (99+ beyond 99), not in parentheses: it is the button's visible text.
          aria-label={unread > 0 ? t('notifications.unread', { unread: unread > 99 ? '99+' : unread }) : t('notifications.title')}
          aria-haspopup="true"
          aria-expanded={open}
          data-testid="notification-bell"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Badge
            badgeContent={unread}
            color="error"
            max={99}
            slotProps={{ badge: { 'data-testid': 'notification-badge', 'aria-hidden': 'true' } as Record<string, string> }}
          >
            <NotificationsOutlinedIcon />
          </Badge>
        </IconButton>
      </HintTooltip>
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1 } },
          list: { 'aria-label': t('notifications.title'), dense: true },
        }}
      >
        <Box sx={{ px: 2, py: 1.25, display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('notifications.title')}
          </Typography>
          {unread > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {t('notifications.unreadCount', { count: unread })}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        {/* The actions first: on a phone the list scrolls, and they must not be below its fold. */}
        <MenuItem disabled={unread === 0} onClick={() => markAll.mutate()} sx={{ justifyContent: 'center' }}>
          {t('notifications.markAllRead')}
        </MenuItem>
        <MenuItem onClick={() => go(NOTIFICATIONS_PATH)} sx={{ justifyContent: 'center', color: 'primary.main', fontWeight: 600 }}>
          {t('notifications.viewAll')}
        </MenuItem>
        <Divider />
        {query.isPending ? (
          <Typography role="status" sx={{ px: 2, py: 2 }} color="text.secondary">
            {t('loading')}
          </Typography>
        ) : items.length === 0 ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            {t('notifications.empty')}
          </Typography>
        ) : (
          items.map((n) => (
            <MenuItem
              key={n._id}
              data-testid="notification-item"
              data-unread={n.isRead ? 'false' : 'true'}
              onClick={() => {
                if (!n.isRead) markRead.mutate(n._id);
                go(n.link);
              }}
              sx={{
                alignItems: 'flex-start',
                gap: 1.25,
                py: 1.25,
                whiteSpace: 'normal',
                borderLeft: 3,
                borderColor: n.isRead ? 'transparent' : 'primary.main',
                bgcolor: n.isRead ? 'transparent' : 'rgba(46, 125, 50, 0.08)',
              }}
            >
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: n.isRead ? 500 : 700 }}>
                  {n.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                  {n.message}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="time"
                  dateTime={n.createdAt}
                  title={formatDateTime(n.createdAt)}
                  sx={{ display: 'block', mt: 0.5 }}
                >
                  {formatRelativeTime(n.createdAt)}
                </Typography>
              </Box>
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
