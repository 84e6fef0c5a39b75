import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders } from '@agrihub/shared';
import { PortalLayout } from './layout/portal-layout';
import { PORTAL_ROUTES } from './routes';
import { RemotePage } from './remotes/remote-page';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';

export function App() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <Routes>
          <Route element={<PortalLayout />}>
            {PORTAL_ROUTES.map(({ path, remote }) => (
              <Route
                key={path}
                path={path}
                element={remote ? <RemotePage key={path} remote={remote.name} module={remote.module} /> : <DashboardPage />}
              />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </PortalProviders>
  );
}
