import { NavLink } from '@agrihub/shared/router';
import { HintTooltip } from '@agrihub/shared/ui';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import { PORTAL_ROUTES } from '../routes';
import { ROUTE_ICONS } from './route-icons';
import type { PortalRoute } from '../routes';
import { useShellTranslation } from '../../locales/i18n';

function RouteIcon({ path }: { path: string }) {
  const Icon = ROUTE_ICONS[path];
  return Icon ? <Icon fontSize="small" /> : null;
}

/** Unverified sellers see only the modules open to them (spec 2 shared layout, spec 6). */
export function visibleRoutes(verified: boolean): readonly PortalRoute[] {
  return verified ? PORTAL_ROUTES : PORTAL_ROUTES.filter((route) => !route.verifiedOnly);
}

export interface SidebarNavProps {
  collapsed: boolean;
  verified: boolean;
  companyName: string | null;
  /** The company's city, under its name (Settings changes both). */
  companyCity?: string;
  onNavigate?: () => void;
}

export function SidebarNav({ collapsed, verified, companyName, companyCity, onNavigate }: SidebarNavProps) {
  const { t } = useShellTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          height: 64,
          px: collapsed ? 0 : 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          gap: 1.25,
          flexShrink: 0,
        }}
      >
        <Box sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff', flexShrink: 0 }}>
          <AgricultureIcon fontSize="small" />
        </Box>
        {collapsed ? null : (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }}>AgriHub</Typography>
            {companyName ? (
              <>
                <Typography variant="caption" color="text.secondary" noWrap component="p" data-testid="sidebar-company" title={companyName}>
                  {companyName}
                </Typography>
                {companyCity ? (
                  <Typography variant="caption" color="text.secondary" noWrap component="p" data-testid="sidebar-company-city" sx={{ lineHeight: 1.3 }}>
                    {companyCity}
                  </Typography>
                ) : null}
              </>
            ) : (
              <Skeleton width={120} data-testid="sidebar-company-placeholder" />
            )}
          </Box>
        )}
      </Box>
      <List component="nav" aria-label={t('layout.modules')} sx={{ px: collapsed ? 1 : 1.5, py: 1, display: 'grid', gap: 0.5 }}>
        {visibleRoutes(verified).map(({ path, id }) => {
          const label = t(`routes.${id}`);
          return (
            <HintTooltip key={path} title={collapsed ? label : ''} placement="right">
              <ListItemButton
                component={NavLink}
                to={path}
                end={path === '/'}
                onClick={onNavigate}
                aria-label={collapsed ? label : undefined}
                sx={{
                  minHeight: 44,
                  px: collapsed ? 0 : 1.5,
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  color: 'text.secondary',
                  '&.active': { bgcolor: 'rgba(46, 125, 50, 0.1)', color: 'primary.dark', '& .MuiListItemIcon-root': { color: 'primary.main' } },
                  '&.active .MuiListItemText-primary': { fontWeight: 700 },
                }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, justifyContent: 'center', color: 'inherit' }}>
                  <RouteIcon path={path} />
                </ListItemIcon>
                {collapsed ? null : <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontSize: '0.9rem' } } }} />}
              </ListItemButton>
            </HintTooltip>
          );
        })}
      </List>
    </Box>
  );
}
