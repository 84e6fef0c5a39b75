import type { ComponentType, FormEvent } from 'react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '../router';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PortalProviders } from '../providers/portal-providers';
import { LoadingState } from '../ui/states';
import { NotificationBell } from '../notifications/notification-bell';
import { errorMessage } from '../api/api-error';
import { restoreSession, signIn, signOut } from '../session/session';
import type { SessionUser } from '../session/session';

export interface StandalonePage {
  path: string;
  label: string;
  Component: ComponentType;
}

export interface StandaloneOptions {
  /** The remote's name, shown in the harness bar so QA knows what they are testing. */
  name: string;
  pages: StandalonePage[];
}

type HarnessSession = { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/** Signs QA in against the real API (same endpoints as the shell), so the remote's calls are authorised. */
function HarnessSignIn({ name, onSignedIn }: { name: string; onSignedIn: (user: SessionUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    signIn(email, password).then(onSignedIn, (e: unknown) => {
      setError(errorMessage(e, 'Login failed'));
      setBusy(false);
    });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ p: 3 }}>
          <Typography variant="h5" component="h1">
            AgriHub · {name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Standalone module: sign in to the API to continue.
          </Typography>
          <Stack spacing={2}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
            <TextField
              label="Password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              autoComplete="current-password"
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? 'Signing In...' : 'Sign In'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

function HarnessBody({ name, pages }: StandaloneOptions) {
  const [session, setSession] = useState<HarnessSession>({ status: 'checking' });
  const first = pages[0];

  useEffect(() => {
    let current = true;
    void restoreSession().then((user) => {
      if (current) setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' });
    });
    return () => {
      current = false;
    };
  }, []);

  if (session.status === 'checking') return <LoadingState minHeight="100vh" />;
  if (session.status === 'signed-out') {
    return <HarnessSignIn name={name} onSignedIn={(user) => setSession({ status: 'signed-in', user })} />;
  }
  return (
    <>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mr: 2 }}>
            AgriHub · {name} (standalone)
          </Typography>
          {pages.map((page) => (
            <Button key={page.path} component={Link} to={page.path}>
              {page.label}
            </Button>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {session.user.companyName}
          </Typography>
          <NotificationBell />
          <Button
            color="inherit"
            onClick={() => {
              void signOut()
                .catch(() => undefined)
                .then(() => setSession({ status: 'signed-out' }));
            }}
          >
            Log out
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Routes>
          {/* A page owns the paths below its own, as in the shell (deep links such as an order's page). */}
          {pages.map(({ path, Component }) => (
            <Route key={path} path={`${path}/*`} element={<Component />} />
          ))}
          {first ? <Route path="*" element={<Navigate to={first.path} replace />} /> : null}
        </Routes>
      </Box>
    </>
  );
}

/** A remote opened on its own: the same providers as the shell, a sign-in form, a bar linking its pages. */
export function StandaloneHarness(options: StandaloneOptions) {
  return (
    <PortalProviders>
      <BrowserRouter>
        <HarnessBody {...options} />
      </BrowserRouter>
    </PortalProviders>
  );
}

export function renderStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHarness {...options} />
    </StrictMode>,
  );
}
