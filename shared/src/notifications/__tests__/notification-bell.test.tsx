import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../testing';
import { useLocation } from '../../router';
import { NotificationBell } from '../notification-bell';

/** Where the bell sent the user. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const list = {
  notifications: [
    {
      _id: 'n1',
      title: 'New order ORD-1042',
      message: 'Green Valley Traders ordered 40 bags of urea',
      isRead: false,
      createdAt: minutesAgo(5),
      link: '/order-management/ORD-1042',
    },
    { _id: 'n2', title: 'Document verified', message: 'Your NTN certificate was verified', isRead: false, createdAt: minutesAgo(90) },
    { _id: 'n3', title: 'Low stock', message: 'DAP 50kg is low on stock', isRead: true, createdAt: minutesAgo(600) },
    { _id: 'n4', title: 'Payment received', message: 'PKR 120,000 received', isRead: true, createdAt: minutesAgo(2000) },
    { _id: 'n5', title: 'Ticket updated', message: 'TKT-123456 is in progress', isRead: true, createdAt: minutesAgo(3000) },
    { _id: 'n6', title: 'Sixth one', message: 'Never shown in the bell', isRead: true, createdAt: minutesAgo(4000) },
  ],
  unreadCount: 2,
};

afterEach(() => jest.restoreAllMocks());

async function openBell() {
  await userEvent.click(screen.getByRole('button', { name: /notifications/i }));
  return screen.findByRole('menu', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  it("shows 'Loading...' while the notifications are on their way", async () => {
    jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<NotificationBell />);
    const menu = await openBell();
    expect(within(menu).getByText('Loading...')).toBeInTheDocument();
  });

  it("shows 'No notifications' when there are none", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ notifications: [], unreadCount: 0, data: { notifications: [], unreadCount: 0 } });
    renderWithProviders(<NotificationBell />);
    const menu = await openBell();
    expect(await within(menu).findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toHaveClass('MuiBadge-invisible');
  });

  it('shows a failed fetch as empty, with no error and no badge', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('Internal error', 500));
    renderWithProviders(<NotificationBell />);
    const menu = await openBell();
    expect(await within(menu).findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
  });

  it('shows the unread count and the first 5 notifications, unread ones highlighted', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ ...list, data: list });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    const menu = await openBell();
    const items = within(menu).getAllByTestId('notification-item');
    expect(items).toHaveLength(5);
    expect(within(menu).queryByText('Sixth one')).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent('New order ORD-1042');
    expect(items[0]).toHaveTextContent('Green Valley Traders ordered 40 bags of urea');
    expect(items[0]).toHaveTextContent('5 min ago');
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['true', 'true', 'false', 'false', 'false']);
  });

  it('marks a clicked notification read on the server, lowers the badge and opens what it is about', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: list });
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue({ data: { notification: { ...list.notifications[0], isRead: true }, unreadCount: 1 } });
    renderWithProviders(
      <>
        <NotificationBell />
        <Location />
      </>,
    );
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const menu = await openBell();
    await userEvent.click(within(menu).getByText('New order ORD-1042'));
    expect(patch).toHaveBeenCalledWith('notifications/n1/read');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/order-management/ORD-1042');
    const again = await openBell();
    expect(within(again).getAllByTestId('notification-item')[0]).toHaveAttribute('data-unread', 'false');
  });

  it("'Mark all as read' empties the badge; it is disabled with nothing unread", async () => {
    const allRead = { notifications: list.notifications.map((n) => ({ ...n, isRead: true })), unreadCount: 0 };
    // The list is fetched again once the server has marked them.
    jest.spyOn(apiClient, 'get').mockResolvedValueOnce({ data: list }).mockResolvedValue({ data: allRead });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { marked: 2, unreadCount: 0 } });
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const menu = await openBell();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(post).toHaveBeenCalledWith('notifications/read-all');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveClass('MuiBadge-invisible'));
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("'View all' opens the notification center", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: list });
    renderWithProviders(
      <>
        <NotificationBell />
        <Location />
      </>,
    );
    const menu = await openBell();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View all' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/notifications');
  });
});
