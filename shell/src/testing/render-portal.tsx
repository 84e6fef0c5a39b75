import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { PortalProviders, clearAccessToken } from '@agrihub/shared';
import type { SessionUser } from '@agrihub/shared';
import { createTestQueryClient } from '@agrihub/shared/testing';
import { PortalRoutes } from '../app/app';
import { resetAuthStoreForTests, useAuthStore } from '../features/auth/auth-store';

export const verifiedSeller: SessionUser = {
  _id: 'u1',
  firstName: 'Ayesha',
  lastName: 'Malik',
  email: 'seller@demo.pk',
  role: 'seller',
  companyName: 'Punjab Agro Industries',
  isVerified: true,
};

export const unverifiedSeller: SessionUser = { ...verifiedSeller, _id: 'u2', email: 'new@demo.pk', firstName: 'Bilal', companyName: 'Sindh Seeds Co', isVerified: false };

/** The whole route table in memory at `route`, with the session in the given state. */
export function renderPortal(route: string, session: { status: 'checking' | 'authenticated' | 'unauthenticated'; user?: SessionUser | null }) {
  useAuthStore.setState({ status: session.status, user: session.user ?? null });
  const queryClient = createTestQueryClient();
  return {
    queryClient,
    ...render(
      <PortalProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <PortalRoutes />
        </MemoryRouter>
      </PortalProviders>,
    ),
  };
}

export function resetSession(): void {
  resetAuthStoreForTests();
  clearAccessToken();
}
