import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { PORTAL_ROUTES } from '../routes';

export const SIDEBAR_WIDE = 256;
export const SIDEBAR_NARROW = 64;

/** Sidebar + top bar around every guarded page. */
export function PortalLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const width = collapsed ? SIDEBAR_NARROW : SIDEBAR_WIDE;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer variant="permanent" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, overflowX: 'hidden' } }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} onClick={() => setCollapsed((c) => !c)}>
            <MenuIcon />
          </IconButton>
          {collapsed ? null : <Typography sx={{ fontWeight: 700 }}>AgriHub</Typography>}
        </Toolbar>
        <List component="nav" aria-label="Modules">
          {PORTAL_ROUTES.map(({ path, label, icon: Icon }) => (
            <ListItemButton key={path} component={NavLink} to={path} end={path === '/'} title={label}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary={label} />}
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar />
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
