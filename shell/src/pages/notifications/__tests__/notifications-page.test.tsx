import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@agrihub/shared/router';
import { NOTIFICATIONS_PATH } from '@agrihub/shared/notifications';
import type { PortalNotification } from '@agrihub/shared/notifications';
import { renderWithProviders, setupApiServer, testUserAs } from '@agrihub/shared/testing';
import { NOTIFICATIONS_ROUTE } from '../../../app/routes';
import { resetAuthStoreForTests, useAuthStore } from '../../../features/auth/auth-store';
import { NotificationsPage } from '../notifications-page';

const server = setupApiServer();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const notification = (i: number, isRead = false): PortalNotification => ({
  _id: `n${i}`,
  title: `Order status updated ${i}`,
  message: `Order ORD-${1000 + i} for Green Valley Traders is now shipped.`,
  type: 'Order',
  priority: 'normal',
  kind: 'order_status',
  link: `/order-management/ORD-${1000 + i}`,
  isRead,
  createdAt: minutesAgo(i),
});

/** Where the page sent the user, and its query. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function answerPages(total = 45) {
  server.answer('get', '/api/notifications/preferences', () => ({ data: { emailKinds: ['order_new' as const] } }));
  server.answer('get', '/api/notifications/list', () => ({
    data: { notifications: [notification(1), notification(2, true)], unreadCount: 7, pagination: { page: 1, pageSize: 20, total } },
  }));
}

function renderPage(route = '/notifications', user = testUserAs('viewer', [])) {
  useAuthStore.setState({ status: 'authenticated', user });
  return renderWithProviders(
    <>
      <NotificationsPage />
      <Location />
    </>,
    { route, user },
  );
}

afterEach(() => {
  resetAuthStoreForTests();
});

describe('NotificationsPage', () => {
  it("is the bell's 'View all' target", () => {
    expect(NOTIFICATIONS_ROUTE).toBe(NOTIFICATIONS_PATH);
  });

  it('lists a page of notifications, unread ones marked, with the unread count', async () => {
    answerPages();
    renderPage();
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByTestId('center-notification');
    expect(rows.map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(rows[0]).toHaveTextContent('Order status updated 1 (unread)');
    expect(rows[0]).toHaveTextContent('Order status changes');
    expect(screen.getByText('7 unread')).toBeInTheDocument();
    expect(screen.getByText('45 notifications')).toBeInTheDocument();
  });

  it('keeps the unread and type filters and the page in the URL, and asks the server for them', async () => {
    answerPages();
    const listQueries = () => server.requestsTo('get', '/api/notifications/list').map(({ query }) => query);
    renderPage('/notifications?show=unread&kind=stock_out&page=2');
    await screen.findByRole('list', { name: 'Notifications' });
    expect(listQueries()).toContainEqual({ page: '2', pageSize: '20', unread: 'true', kind: 'stock_out' });
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/notifications\?kind=stock_out$/));

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/notifications?kind=stock_out&page=3'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '3', pageSize: '20', kind: 'stock_out' }));
  });

  it('opens a notification: marks it read and goes to what it is about', async () => {
    answerPages();
    server.answer('patch', '/api/notifications/{id}/read', () => ({ data: { notification: { ...notification(1), isRead: true }, unreadCount: 6 } }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await userEvent.click(within(list).getAllByTestId('center-notification')[0]!);
    await waitFor(() =>
      expect(server.requestsTo('patch', '/api/notifications/{id}/read').map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
        { method: 'patch', path: '/api/notifications/n1/read', query: {}, body: undefined },
      ]),
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/order-management/ORD-1001');
  });

  it("'Mark all as read' asks the server; empty filters say so", async () => {
    server.answer('get', '/api/notifications/list', () => ({ data: { notifications: [], unreadCount: 3, pagination: { page: 1, pageSize: 20, total: 0 } } }));
    server.answer('post', '/api/notifications/read-all', () => ({ data: { marked: 3, unreadCount: 0 } }));
    renderPage('/notifications?show=unread');
    expect(await screen.findByText('No notifications match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(server.requestsTo('post', '/api/notifications/read-all').map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
        { method: 'post', path: '/api/notifications/read-all', query: {}, body: undefined },
      ]),
    );
  });

  it('shows the email preferences to admins only', async () => {
    answerPages();
    const { unmount } = renderPage('/notifications', testUserAs('admin', ['settings']));
    expect(await screen.findByRole('heading', { name: 'Notification preferences' })).toBeInTheDocument();
    unmount();
    renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.queryByRole('heading', { name: 'Notification preferences' })).not.toBeInTheDocument();
  });
});
