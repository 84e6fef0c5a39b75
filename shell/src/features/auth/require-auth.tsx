import { useDeferredValue, useState } from 'react';
import { Navigate, Outlet, useLocation } from '@agrihub/shared/router';
import type { Location } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useAuthStore } from './auth-store';
import { useShellTranslation } from '../../locales/i18n';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The first thing a visitor sees, so it is drawn with CSS alone: MUI's CircularProgress would add
 * about 4 KiB gzipped to every first load for this one spinner.
 */
function Spinner() {
  return (
    <Box
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        borderRadius: '50%',
        border: 3,
        borderColor: 'primary.main',
        borderRightColor: 'transparent',
        animation: `${spin} 0.8s linear infinite`,
      }}
    />
  );
}

/** Full-screen 'Loading...' while the session check runs (spec 2, guard), and while a page's code loads. */
export function SessionLoading() {
  const { t } = useShellTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}
    >
      <Spinner />
      <Typography color="text.secondary">{t('shared:loading')}</Typography>
    </Box>
  );
}

/**
 * Guarded routes: wait for the session check, else send to /login remembering where the user was going.
 * The status is deferred: a store change renders at once and in one piece, which for the session
 * check's answer would mount the whole layout and page in one long task; deferred, React mounts
 * them in slices and keeps 'Loading...' until they are ready (issue 15).
 */
export function RequireAuth() {
  const status = useDeferredValue(useAuthStore((s) => s.status));
  const location = useLocation();
  if (status === 'checking') return <SessionLoading />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** Where the guard sent the user from, as a path; '/' when they came straight here. */
function rememberedPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Pages for signed-out visitors (sign in, sign up, forgot and reset password): a signed-in visitor goes on to
 * where the guard sent them from, else to /. With `followSignIn` false, a session that starts on the
 * page itself is left to the page: sign-up holds its token at once, then shows its success before
 * it moves on.
 */
export function PublicOnly({ followSignIn = true }: { followSignIn?: boolean }) {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  const [seenSignedOut, setSeenSignedOut] = useState(false);
  if (status === 'unauthenticated' && !seenSignedOut) setSeenSignedOut(true);
  const signedInHere = seenSignedOut && !followSignIn;
  if (status === 'authenticated' && !signedInHere) return <Navigate to={rememberedPath(location.state)} replace />;
  return <Outlet />;
}
