import { Suspense, useDeferredValue } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PortalThemeProvider } from '@agrihub/shared/core';
import { ErrorBoundary } from './error-boundary';
import { ACCOUNT_PATHS, NOTIFICATIONS_ROUTE, PORTAL_ROUTES, routePattern } from './routes';
import {
  AcceptInvitePage,
  ForgotPasswordPage,
  LoginPage,
  NotFoundPage,
  NotificationsPage,
  PortalLayout,
  ProfilePage,
  RemotePage,
  ResetPasswordPage,
  SearchPage,
  ServicesOutlet,
  SettingsPage,
  SignupPage,
  VerifiedOnly,
} from './pages';
import { SHELL_PAGES } from './shell-pages';
import { PublicOnly, RequireAuth, SessionLoading } from '../features/auth/require-auth';
import { useAuthStore } from '../features/auth/auth-store';
import { useShellTranslation } from '../locales/i18n';

/** A page's code that fails to download (connection lost, a new release replaced it) offers a reload. */
function PageLoadFailed() {
  const { t } = useShellTranslation();
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          {t('pageLoad.failed')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('pageLoad.detail')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('pageLoad.reload')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Public pages (a signed-in visitor moves on), then the guarded layout around every route of the
 * route table, then the 404. A trailing slash matches the page without it (react-router ignores
 * one). Every page's code loads when it is first shown (app/pages.ts); sign-up and the signed-in
 * area share toasts and the query client (ServicesOutlet), which the sign-in page does without.
 */
/** A path the portal does not have: inside the portal's sidebar and top bar for a signed-in member (issue 41), alone otherwise. */
function NotFoundLayout() {
  const status = useDeferredValue(useAuthStore((s) => s.status));
  if (status === 'checking') return <SessionLoading />;
  return status === 'authenticated' ? <PortalLayout /> : <Outlet />;
}

export function PortalRoutes() {
  return (
    <ErrorBoundary logAs="Page failed to load" fallback={<PageLoadFailed />}>
      <Suspense fallback={<SessionLoading />}>
        <Routes>
          <Route element={<PublicOnly />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
          </Route>
          <Route element={<ServicesOutlet />}>
            <Route element={<PublicOnly key="signup" followSignIn={false} />}>
              <Route path="/signup" element={<SignupPage />} />
            </Route>
            <Route element={<PublicOnly key="accept-invite" followSignIn={false} />}>
              <Route path="/accept-invite" element={<AcceptInvitePage />} />
            </Route>
            <Route element={<RequireAuth />}>
              <Route element={<PortalLayout />}>
                {PORTAL_ROUTES.map((route) => {
                  const { path, remote, verifiedOnly } = route;
                  const ShellPage = SHELL_PAGES[route.id] ?? NotFoundPage;
                  const page = remote ? <RemotePage key={path} remote={remote.name} module={remote.module} /> : <ShellPage />;
                  return <Route key={path} path={routePattern(route)} element={verifiedOnly ? <VerifiedOnly>{page}</VerifiedOnly> : page} />;
                })}
                {/* The account menu's pages: not in the sidebar, open to every member, verified or not. */}
                <Route path={ACCOUNT_PATHS.profile} element={<ProfilePage />} />
                <Route path={ACCOUNT_PATHS.settings} element={<SettingsPage />} />
                {/* Not in the sidebar's table: reached from the top bar, by every member (it shows only what they may see). */}
                <Route path="/search" element={<SearchPage />} />
                {/* Not in the sidebar: the bell's "View all" opens it; every member may, verified or not. */}
                <Route path={NOTIFICATIONS_ROUTE} element={<NotificationsPage />} />
              </Route>
            </Route>
            <Route element={<NotFoundLayout />}>
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** The shell's root; bootstrap.tsx starts the session check before rendering it. */
export function App() {
  return (
    <PortalThemeProvider>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </PortalThemeProvider>
  );
}
