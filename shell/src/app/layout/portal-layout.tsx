import { Suspense, useState, type MouseEvent } from 'react';
import { Outlet } from '@agrihub/shared/router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';
import { NotificationBell } from '@agrihub/shared/notifications';
import { HintTooltip, LoadingState } from '@agrihub/shared/ui';
import { useAuthStore } from '../../features/auth/auth-store';
import { AccountMenu } from './account-menu';
import { SidebarNav } from './sidebar-nav';
import { useSidebarCollapsed } from './sidebar-preference';
import { TopBarSearch } from './top-bar-search';
import { useLiveUpdates } from './use-live-updates';
import { useShellTranslation } from '../../locales/i18n';

export const SIDEBAR_WIDE = 256;
/** The page's region, where "Skip to content" goes. */
const MAIN_ID = 'main-content';
export const SIDEBAR_NARROW = 64;

/**
 * Sidebar + top bar around every guarded page; below md the sidebar is a temporary drawer, mounted
 * only while open: kept mounted, its portal and slide measured the whole page in a second, blocking
 * render on every first load of a phone (issue 15).
 */
export function PortalLayout() {
  const { t } = useShellTranslation();
  const theme = useTheme();
  const narrowScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  useLiveUpdates();
  const verified = user?.isVerified ?? false;
  const companyName = user?.companyName ?? null;
  const companyCity = user?.companyCity;
  const width = collapsed ? SIDEBAR_NARROW : SIDEBAR_WIDE;
  const transition = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* The first stop of the Tab key: past the sidebar and top bar to the page (issue 41). */}
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        sx={{
          position: 'fixed',
          insetInlineStart: 8,
          top: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none', outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        {t('layout.skipToContent')}
      </Box>
      {narrowScreen ? (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDE }, 'data-testid': 'sidebar' } as Record<string, unknown> }}
        >
          <SidebarNav collapsed={false} verified={verified} companyName={companyName} companyCity={companyCity} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{ width, flexShrink: 0, transition, '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition, borderColor: 'divider' } }}
          slotProps={{ paper: { 'data-testid': 'sidebar' } as Record<string, unknown> }}
        >
          <SidebarNav collapsed={collapsed} verified={verified} companyName={companyName} companyCity={companyCity} />
          <Box sx={{ mt: 'auto', p: 1, display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', borderTop: 1, borderColor: 'divider' }}>
            <HintTooltip title={t(collapsed ? 'layout.expandSidebar' : 'layout.collapseSidebar')} placement="right">
              <IconButton
                aria-label={t(collapsed ? 'layout.expandSidebar' : 'layout.collapseSidebar')}
                onClick={toggleCollapsed}
                size="small"
                // The chevrons point where the sidebar goes: the other way when it stands on the right (Urdu).
                sx={{ '& svg': { transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) } }}
              >
                {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </HintTooltip>
          </Box>
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64 }, px: { xs: 1.5, sm: 3 } }}>
            {narrowScreen ? (
              <IconButton aria-label={t('layout.openNavigation')} edge="start" onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
            ) : null}
            <TopBarSearch />
            <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
            <NotificationBell />
            <AccountMenu />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ p: { xs: 2, md: 3 }, flexGrow: 1, width: '100%', maxWidth: 1440, mx: 'auto', '&:focus': { outline: 'none' } }}
        >
          {/* The page's own code loads here, inside the sidebar and top bar already on screen. */}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
