import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '@agrihub/shared/testing';
import { answerLayoutNever, bellAnswer, renderPortal, resetSession, unverifiedSeller, verifiedSeller } from '../../../testing/render-portal';
import { useAuthStore } from '../auth-store';

const server = setupApiServer();

// Remotes are not built in unit tests: each route's remote stands in as a page with its label.
jest.mock('../../../app/remotes/remote-registry', () => ({
  ...jest.requireActual('../../../app/remotes/remote-registry'),
  loadRemoteModule: jest.fn(async (_remote: string, module: string) => ({
    default: function FakeRemotePage() {
      return <h1>{`Remote ${module}`}</h1>;
    },
  })),
}));

beforeEach(() => {
  // The layout's bell and the dashboard read these; keep them quiet and empty.
  answerLayoutNever(server);
  server.answer('get', '/api/auth/profile', () => ({ data: { user: verifiedSeller } }));
  server.answer('get', '/api/notifications', () => bellAnswer());
});

afterEach(() => {
  resetSession();
});

describe('route guard', () => {
  it("shows a full-screen 'Loading...' while the session check runs", async () => {
    await renderPortal('/order-management', { status: 'checking' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('navigation', { name: 'Modules' })).not.toBeInTheDocument();
  });

  it('sends a signed-out user to the sign-in page, then back to the page they asked for', async () => {
    server.answer('post', '/api/auth/login', () => ({ data: { accessToken: 'tok', user: verifiedSeller } }));
    await renderPortal('/order-management?status=pending', { status: 'unauthenticated' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/email/i), 'seller@demo.pk');
    await userEvent.type(screen.getByLabelText(/password/i), 'Seller@123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    // Back on Order Management: the module renders, its nav entry is current, the form is gone.
    expect(await screen.findByRole('heading', { name: 'Remote OrderManagement' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Modules' });
    expect(within(nav).getByRole('link', { name: /order management/i })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows an unverified seller a Verification required panel instead of a verified-only module', async () => {
    await renderPortal('/product-catalog', { status: 'authenticated', user: unverifiedSeller });
    expect(await screen.findByRole('heading', { name: 'Verification required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Document Center' })).toHaveAttribute('href', '/document-center');
    expect(screen.queryByRole('heading', { name: 'Remote ProductCatalog' })).not.toBeInTheDocument();
  });

  it('lists only Dashboard, Document Center and Support for an unverified seller', async () => {
    await renderPortal('/', { status: 'authenticated', user: unverifiedSeller });
    const nav = await screen.findByRole('navigation', { name: 'Modules' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Document Center', 'Support & Notifications']);
    expect(screen.getByText('Sindh Seeds Co')).toBeInTheDocument();
  });

  it('lists all ten modules for a verified seller', async () => {
    await renderPortal('/', { status: 'authenticated', user: verifiedSeller });
    const nav = await screen.findByRole('navigation', { name: 'Modules' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
  });

  it('shows a module at its path with a trailing slash or any sub-path, its nav entry current', async () => {
    for (const route of ['/order-management/', '/order-management/ORD-100001', '/product-catalog/anything/else']) {
      const { unmount } = await renderPortal(route, { status: 'authenticated', user: verifiedSeller });
      const module = route.startsWith('/order') ? 'OrderManagement' : 'ProductCatalog';
      expect(await screen.findByRole('heading', { name: `Remote ${module}` })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Modules' });
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', route.startsWith('/order') ? '/order-management' : '/product-catalog');
      unmount();
    }
  });

  it('shows the 404 page for unknown paths at any depth and below a public page, inside the portal for a member', async () => {
    for (const route of ['/a/b/c', '/x/y/z/w', '/login/extra']) {
      const { unmount } = await renderPortal(route, { status: 'authenticated', user: verifiedSeller });
      expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
      // The sidebar and top bar stay: the member goes on from here, not back to a bare page.
      expect(screen.getByRole('navigation', { name: 'Modules' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('Oops! Page not found');
      unmount();
    }
  });

  it('sends a signed-in visitor of /login, /signup or /forgot-password to the dashboard', async () => {
    for (const route of ['/login', '/signup', '/forgot-password']) {
      const { unmount } = await renderPortal(route, { status: 'authenticated', user: verifiedSeller });
      const nav = await screen.findByRole('navigation', { name: 'Modules' });
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('heading', { name: /Sign up|Sign in|Forgot/i })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('moves on from /signup and /forgot-password when the start-up check finds a session', async () => {
    for (const route of ['/signup', '/forgot-password']) {
      const { unmount } = await renderPortal(route, { status: 'checking' });
      act(() => useAuthStore.setState({ status: 'authenticated', user: verifiedSeller }));
      const nav = await screen.findByRole('navigation', { name: 'Modules' });
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/');
      unmount();
    }
  });

  it('keeps the 404 page outside the guard', async () => {
    await renderPortal('/no-such-page', { status: 'unauthenticated' });
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Modules' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
