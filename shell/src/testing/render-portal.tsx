import { MemoryRouter } from '@agrihub/shared/router';
import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PortalThemeProvider, clearAccessToken } from '@agrihub/shared/core';
import type { SessionUser } from '@agrihub/shared/core';
import { createTestQueryClient, errorAnswer } from '@agrihub/shared/testing';
import type { ApiServer } from '@agrihub/shared/testing';
import { PortalRoutes } from '../app/app';
import * as pages from '../app/pages';
import { resetAuthStoreForTests, useAuthStore } from '../features/auth/auth-store';

export const verifiedSeller: SessionUser = {
  _id: 'u1',
  firstName: 'Ayesha',
  lastName: 'Malik',
  email: 'seller@demo.pk',
  role: 'admin',
  permissions: ['catalog', 'pricing', 'documents', 'orders', 'logistics', 'payments', 'support', 'team', 'settings'],
  companyName: 'Punjab Agro Industries',
  companyCity: 'Lahore',
  isVerified: true,
  language: 'en',
};

export const unverifiedSeller: SessionUser = {
  ...verifiedSeller,
  _id: 'u2',
  email: 'new@demo.pk',
  firstName: 'Bilal',
  companyName: 'Sindh Seeds Co',
  companyCity: 'Hyderabad',
  isVerified: false,
  language: 'en',
};

/**
 * The whole route table in memory at `route`, with the session in the given state. Resolves once
 * the lazily loaded pages (app/pages.ts) are on screen, as they are a moment after a real visit.
 */
export async function renderPortal(route: string, session: { status: 'checking' | 'authenticated' | 'unauthenticated'; user?: SessionUser | null }) {
  await Promise.all(Object.values(pages).map((page) => page.preload()));
  useAuthStore.setState({ status: session.status, user: session.user ?? null });
  const queryClient = createTestQueryClient();
  let rendered: RenderResult | undefined;
  await act(async () => {
    rendered = render(
      <PortalThemeProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <PortalRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </PortalThemeProvider>,
    );
  });
  return { queryClient, ...rendered! };
}

export function resetSession(): void {
  resetAuthStoreForTests();
  clearAccessToken();
}

/** GET /api/notifications's answer (the layout's bell): no notifications, `unreadCount` unread. */
export function bellAnswer(unreadCount = 0) {
  return { notifications: [], unreadCount, data: { notifications: [], unreadCount } };
}

/**
 * The test's browser holds no refresh cookie, so the server refuses a token refresh. The signed-in
 * layout's live updates ask for one when no token is held (renderPortal sets a session, not a
 * token) and try again later; nothing on screen depends on it.
 */
export function answerNoRefreshCookie(server: ApiServer): void {
  server.answer('post', '/api/auth/refresh-token', () => errorAnswer(401, 'No refresh token'));
}

/**
 * The signed-in layout's own reads (the dashboard's, the bell's, the live updates' stream and its
 * token refresh) answered never, for a test about something else on the page.
 */
export function answerLayoutNever(server: ApiServer): void {
  const never = () => new Promise<never>(() => undefined);
  server.answer('get', '/api/dashboard/overview', never);
  server.answer('get', '/api/documents/checklist', never);
  server.answer('get', '/api/notifications', never);
  server.answer('get', '/api/events', never);
  server.answer('post', '/api/auth/refresh-token', never);
}
