import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useAuthStore } from './auth-store';

export const VERIFICATION_REQUIRED_TITLE = 'Verification required';

/** Full-screen 'Loading...' while the session check runs (spec 2, guard). */
export function SessionLoading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}
    >
      <CircularProgress size={24} />
      <Typography color="text.secondary">Loading...</Typography>
    </Box>
  );
}

/** Guarded routes: wait for the session check, else send to /login remembering where the user was going. */
export function RequireAuth() {
  const status = useAuthStore((s) => s.status);
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
 * Pages for signed-out visitors (sign in, sign up, forgot password): a signed-in visitor goes on to
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

export function VerificationRequired() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Card sx={{ maxWidth: 560, width: '100%' }} data-testid="verification-required">
        <CardContent sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
          <Box
            sx={{ mx: 'auto', mb: 2, width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#fff8e1', color: '#8a6100' }}
          >
            <VerifiedUserOutlinedIcon />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {VERIFICATION_REQUIRED_TITLE}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            This module opens once your seller account is verified. Upload your compliance documents in the
            Document Center; verification takes 1 working week.
          </Typography>
          <Button component={RouterLink} to="/document-center" variant="contained">
            Go to Document Center
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/** Unverified sellers reach only Dashboard, Document Center and Support (spec 6). */
export function VerifiedOnly({ children }: { children: ReactNode }) {
  const verified = useAuthStore((s) => s.user?.isVerified ?? false);
  return verified ? children : <VerificationRequired />;
}
