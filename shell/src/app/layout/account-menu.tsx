import { Suspense, lazy, useState } from 'react';
import { useNavigate } from '@agrihub/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { statusLabel } from '@agrihub/shared/ui';
import { useToast } from '@agrihub/shared/providers';
import { saveUserLanguage, useAuthStore } from '../../features/auth/auth-store';
import { ACCOUNT_PATHS } from '../routes';
import { useShellTranslation } from '../../locales/i18n';
import { LanguageSwitch } from '../../features/language/components/language-switch';

// Loaded when first opened: the dialog, its form and the shared dialog helpers stay out of the
// dashboard's first load.
const ChangePasswordDialog = lazy(() => import('../../features/auth/components/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

export function AccountMenu() {
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const { t } = useShellTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from its first opening on, so closing keeps its exit animation.
  const [passwordDialog, setPasswordDialog] = useState<'never' | 'open' | 'closed'>('never');
  const close = () => setAnchor(null);
  const firstName = user?.firstName ?? '';
  const role = user?.role ? statusLabel(user.role) : '';

  const go = (path: string) => {
    close();
    navigate(path);
  };

  const signOut = async () => {
    close();
    await logout();
    // Nothing of this seller's data may survive into the next session.
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <ButtonBase
        // The name says what the button shows (the first name and role), then what it is.
        aria-label={firstName ? t('account.named', { name: firstName, role }) : t('account.myAccount')}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        data-testid="account-menu-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 5, pl: 0.5, pr: { xs: 0.5, sm: 1 }, py: 0.5, gap: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        {/* The initial is drawn, not written: the button's words are the name and role its name starts with. */}
        <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: '0.9rem' }}>
          <Box component="span" sx={{ '&::before': { content: `"${firstName.charAt(0).toUpperCase() || '?'}"` } }} />
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {firstName}
          </Typography>{' '}
          <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            {role}
          </Typography>
        </Box>
        <KeyboardArrowDownIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 240, mt: 1 } }, list: { 'aria-label': t('account.myAccount') } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('account.myAccount')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="account-first-name">
            {firstName}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="account-role">
            {role}
          </Typography>
        </Box>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <LanguageSwitch
            onChange={(language) => void saveUserLanguage(language).catch(() => toast.destructive(t('language.notSaved'), t('language.notSavedText')))}
          />
        </Box>
        <Divider />
        <MenuItem onClick={() => go(ACCOUNT_PATHS.profile)}>
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('account.profile')}
        </MenuItem>
        <MenuItem onClick={() => go(ACCOUNT_PATHS.settings)}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('account.settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setPasswordDialog('open');
          }}
        >
          <ListItemIcon>
            <LockResetOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('account.changePassword')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut()} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.logOut')}
        </MenuItem>
      </Menu>
      {passwordDialog === 'never' ? null : (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordDialog === 'open'} onClose={() => setPasswordDialog('closed')} />
        </Suspense>
      )}
    </>
  );
}
