import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders } from '@agrihub/shared';
import { PortalLayout } from './layout/portal-layout';
import { PORTAL_ROUTES } from './routes';
import { RemotePage } from './remotes/remote-page';
import { useAuthStore } from '../features/auth/auth-store';
import { PublicOnly, RequireAuth, VerifiedOnly } from '../features/auth/require-auth';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { ForgotPasswordPage } from '../pages/forgot-password/forgot-password-page';
import { LoginPage } from '../pages/login/login-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { SignupPage } from '../pages/signup/signup-page';

/**
 * Public pages (a signed-in visitor moves on), then the guarded layout around every route of the route table, then the 404. A
 * trailing slash matches the page without it (react-router ignores one).
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Route>
      <Route element={<PublicOnly key="signup" followSignIn={false} />}>
        <Route path="/signup" element={<SignupPage />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<PortalLayout />}>
          {PORTAL_ROUTES.map(({ path, remote, verifiedOnly }) => {
            const page = remote ? <RemotePage key={path} remote={remote.name} module={remote.module} /> : <DashboardPage />;
            // A module owns the paths below its own (a deep link shows the module), so a remote can
            // add pages of its own without a shell release.
            const pattern = remote ? `${path}/*` : path;
            return <Route key={path} path={pattern} element={verifiedOnly ? <VerifiedOnly>{page}</VerifiedOnly> : page} />;
          })}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function App() {
  useEffect(() => {
    void useAuthStore.getState().bootstrap();
  }, []);
  return (
    <PortalProviders>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
