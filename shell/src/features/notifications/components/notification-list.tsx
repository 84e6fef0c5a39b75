import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatRelativeTime } from '@agrihub/shared/core';
import { useNavigate } from '@agrihub/shared/router';
import { useMarkNotificationRead } from '@agrihub/shared/notifications';
import type { CenterNotification } from '../api/get-notification-page';
import { useShellTranslation } from '../../../locales/pages';

function NotificationRow({ n, onOpen }: { n: CenterNotification; onOpen: (n: CenterNotification) => void }) {
  const { t } = useShellTranslation();
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <ListItemButton
        data-testid="center-notification"
        data-unread={n.isRead ? 'false' : 'true'}
        onClick={() => onOpen(n)}
        sx={{
          display: 'block',
          py: 1.5,
          borderLeft: 3,
          borderColor: n.isRead ? 'transparent' : 'primary.main',
          bgcolor: n.isRead ? 'transparent' : 'rgba(46, 125, 50, 0.08)',
        }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: n.isRead ? 500 : 700, overflowWrap: 'anywhere' }}>
          {n.title}
          {n.isRead ? null : (
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t('notifications.unreadMark')}
            </Box>
          )}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.25, overflowWrap: 'anywhere' }}>
          {n.message}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
            {formatRelativeTime(n.createdAt)}
          </time>
          {` · ${t(`notifications.kinds.${n.kind}`)}`}
        </Typography>
      </ListItemButton>
    </Box>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The notification center's list: opening one reads it and goes to what it is about. */
export function NotificationList({ notifications }: { notifications: CenterNotification[] }) {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const { t } = useShellTranslation();
  const open = (n: CenterNotification) => {
    if (!n.isRead) markRead.mutate(n._id);
    if (n.link) void navigate(n.link);
  };
  return (
    <Box component="ul" aria-label={t('notifications.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {notifications.map((n) => (
        <NotificationRow key={n._id} n={n} onOpen={open} />
      ))}
    </Box>
  );
}
