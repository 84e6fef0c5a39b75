import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, refusalHintOf, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import SupportPage from '..';
import { answerSupportLoads, never, notification, notificationsAnswer, ticket, viewer } from '../../../testing/fixtures';

const server = setupApiServer();

const tickets = [ticket(1, 'Open', 'high'), ticket(2, 'In Progress'), ticket(3, 'Resolved'), ticket(4, 'Closed'), ticket(5, 'Open'), ticket(6, 'Open')];
const notifications = [
  notification(1, { priority: 'warning', type: 'Inventory' }),
  notification(2, { type: '' }),
  notification(3),
  notification(4),
  notification(5),
  notification(6),
  notification(7),
];

const summary = { data: { open: 3, pending: 1, resolved: 2 } };

it('shows a viewer the tickets with New Ticket disabled, saying why on hover, and opens nothing', async () => {
  answerSupportLoads(server, { tickets: never, summary: never, notifications: never });
  renderWithProviders(<SupportPage />, { user: viewer });
  const create = await screen.findByRole('button', { name: 'New Ticket' });
  expect(await refusalHintOf(create)).toBe('Your role, Viewer, cannot change support tickets. Ask an admin of your company for a different role.');
  await userEvent.click(create, { pointerEventsCheck: 0 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('Support & Notifications', () => {
  it("shows 'Loading support data...' while the loads run", () => {
    answerSupportLoads(server, { tickets: never, summary: never, notifications: never });
    renderWithProviders(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support & Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Loading support data...')).toBeInTheDocument();
  });

  it('starts the three loads together', async () => {
    // No answer ever comes: all three are asked for while none has been answered.
    answerSupportLoads(server, { tickets: never, summary: never, notifications: never });
    renderWithProviders(<SupportPage />);
    await waitFor(() =>
      expect(server.requests.map(({ method, path, query }) => ({ method, path, query })).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
        { method: 'get', path: '/api/notifications', query: {} },
        { method: 'get', path: '/api/support/tickets', query: {} },
        { method: 'get', path: '/api/support/tickets/summary', query: {} },
      ]),
    );
  });

  it('shows the four tiles, the first 5 tickets and the first 5 notifications', async () => {
    answerSupportLoads(server, {
      tickets: () => ({ data: { tickets } }),
      summary: () => summary,
      notifications: () => notificationsAnswer(notifications, 7),
    });
    renderWithProviders(<SupportPage />);
    expect(await screen.findByTestId('tile-open')).toHaveTextContent('Open Tickets3');
    expect(screen.getByTestId('tile-pending')).toHaveTextContent('Pending Response1');
    expect(screen.getByTestId('tile-resolved')).toHaveTextContent('Resolved2');
    expect(screen.getByTestId('tile-notifications')).toHaveTextContent('Notifications7');

    const rows = within(screen.getByRole('list', { name: 'Recent support tickets' })).getAllByRole('button');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('TKT-100001');
    expect(rows[0]).toHaveTextContent('Subject 1');
    expect(rows[0]).toHaveTextContent('High priority');
    expect(rows[0]).toHaveTextContent(/Updated \d+ Mar 2026/);
    const tone = (row: HTMLElement, text: string) => within(row).getByText(text).closest('[data-status-tone]')?.getAttribute('data-status-tone');
    expect(tone(rows[0]!, 'Open')).toBe('red');
    expect(tone(rows[1]!, 'In Progress')).toBe('yellow');
    expect(tone(rows[2]!, 'Resolved')).toBe('green');
    expect(tone(rows[3]!, 'Closed')).toBe('green');
    expect(screen.queryByText('Subject 6')).not.toBeInTheDocument();

    const notes = within(screen.getByRole('list', { name: 'System notifications' })).getAllByRole('listitem');
    expect(notes).toHaveLength(5);
    expect(notes[0]).toHaveTextContent('Inventory');
    expect(notes[0]).toHaveTextContent('Message 1');
    expect(within(notes[0]!).getByTestId('notification-dot')).toHaveStyle({
      backgroundColor: '#f5b700',
    });
    expect(notes[1]).toHaveTextContent(/^NotificationMessage 2/);
    expect(within(notes[1]!).getByTestId('notification-dot')).toHaveStyle({
      backgroundColor: '#1e88e5',
    });
  });

  it('a failed load shows zero counts and empty lists, beside them what failed, and Try again loads them', async () => {
    let down = true;
    const when =
      <T,>(data: T) =>
      () =>
        down ? errorAnswer(500, 'Internal server error') : data;
    answerSupportLoads(server, {
      tickets: when({ data: { tickets } }),
      summary: when(summary),
      notifications: when(notificationsAnswer(notifications, 7)),
    });
    renderWithProviders(<SupportPage />);
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
    expect(screen.getByText('No notifications found.')).toBeInTheDocument();
    for (const id of ['tile-open', 'tile-pending', 'tile-resolved', 'tile-notifications']) {
      expect(screen.getByTestId(`${id}-value`)).toHaveTextContent('0');
    }
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load support data');
    expect(alert).toHaveTextContent('Something went wrong on our side, please try again');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tile-open-value')).toHaveTextContent('3');
    expect(await screen.findByTestId('tile-notifications-value')).toHaveTextContent('7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a ticket opens to its details', async () => {
    answerSupportLoads(server, {
      tickets: () => ({ data: { tickets } }),
      summary: () => summary,
      notifications: () => notificationsAnswer([], 0),
    });
    server.answer('get', '/api/support/tickets/{id}', ({ params }) =>
      params.id === 't1'
        ? { data: { ticket: { ...tickets[0]!, description: 'Invoice is PKR 10,000 too high.', contactMethod: 'whatsapp' as const } } }
        : errorAnswer(404, 'Ticket not found'),
    );
    renderWithProviders(<SupportPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^TKT-100001 Subject 1 Updated/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket TKT-100001' });
    expect(dialog).toHaveTextContent('Invoice is PKR 10,000 too high.');
    expect(dialog).toHaveTextContent('Contact methodWhatsApp');
    expect(dialog).toHaveTextContent('CategoryBilling');
    expect(dialog).toHaveTextContent('PriorityHigh');
  });
});
