import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { SectionCard, formatDateTime } from '@agrihub/shared';
import type { PortalNotification } from '@agrihub/shared';
import { SUPPORT_LIST_LIMIT } from '../constants';
import { useSupportTranslation } from '../../../locales/i18n';

/** Spec 2: a warning priority gets a yellow dot, any other a blue one. */
export const dotColour = (priority: string | undefined) => (priority === 'warning' ? '#f5b700' : '#1e88e5');

/** 'System Notifications': the first 5 with type, message and created time. */
export function NotificationList({ notifications }: { notifications: PortalNotification[] }) {
  const { t } = useSupportTranslation();
  const shown = notifications.slice(0, SUPPORT_LIST_LIMIT);
  return (
    <SectionCard title={t('notificationList.title')} empty={shown.length === 0 ? t('notificationList.empty') : null} fillHeight>
      <List disablePadding aria-label={t('notificationList.label')}>
        {shown.map((n) => (
          <ListItem key={n._id} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}>
            <Box
              data-testid="notification-dot"
              data-priority={n.priority === 'warning' ? 'warning' : 'normal'}
              aria-hidden
              sx={{
                mt: 0.75,
                width: 10,
                height: 10,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: dotColour(n.priority),
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {n.type ? t(`notificationList.types.${n.type}`, { defaultValue: n.type }) : t('notificationList.defaultType')}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {n.message}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(n.createdAt)}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
