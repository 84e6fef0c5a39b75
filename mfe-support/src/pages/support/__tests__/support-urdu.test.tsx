import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@agrihub/shared';
import { errorAnswer, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import SupportPage from '..';
import en from '../../../locales/en.json';
import ur from '../../../locales/ur.json';
import { answerSupportLoads, notificationsAnswer, ticket } from '../../../testing/fixtures';

const server = setupApiServer();

const down = () => errorAnswer(500, 'Server down');

afterEach(async () => {
  await setLanguage('en');
});

describe('Support & Notifications in Urdu', () => {
  it('shows its title, buttons, tiles, empty lists and failure in Urdu, right to left, and English again after switching back', async () => {
    answerSupportLoads(server, { tickets: down, summary: down, notifications: down });
    renderWithProviders(<SupportPage />);
    expect(await screen.findByText(en.ticketList.empty)).toBeInTheDocument();

    await act(() => setLanguage('ur'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: ur.supportPage.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.supportPage.newTicket })).toBeInTheDocument();
    expect(screen.getByTestId('tile-open')).toHaveTextContent(ur.supportPage.tiles.open);
    expect(screen.getByText(ur.ticketList.title)).toBeInTheDocument();
    expect(screen.getByText(ur.ticketList.empty)).toBeInTheDocument();
    expect(screen.getByText(ur.notificationList.empty)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ur.supportPage.loadFailed);
    for (const english of [en.supportPage.title, en.supportPage.newTicket, en.supportPage.tiles.open, en.ticketList.empty, en.notificationList.empty]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(screen.getByRole('alert')).not.toHaveTextContent(en.supportPage.loadFailed);

    await act(() => setLanguage('en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1, name: 'Support & Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Ticket' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-open')).toHaveTextContent('Open Tickets0');
    expect(screen.getByText('No tickets found.')).toBeInTheDocument();
    expect(screen.getByText('No notifications found.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load support data');
    expect(screen.queryByText(ur.supportPage.title)).not.toBeInTheDocument();
  });

  it("shows a ticket's status and priority in Urdu and keeps its reference left to right", async () => {
    answerSupportLoads(server, {
      tickets: () => ({ data: { tickets: [ticket(1, 'In Progress', 'high')] } }),
      summary: () => ({ data: { open: 0, pending: 1, resolved: 0 } }),
      notifications: () => notificationsAnswer([], 0),
    });
    renderWithProviders(<SupportPage />);
    await screen.findByText('TKT-100001');
    await act(() => setLanguage('ur'));
    const row = within(screen.getByRole('list', { name: ur.ticketList.label })).getByRole('button');
    expect(within(row).getByText(ur.ticket.status.inProgress)).toBeInTheDocument();
    expect(row).toHaveTextContent(ur.ticketList.priority.replace('{{priority}}', ur.ticket.priority.high));
    expect(within(row).getByText('TKT-100001').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(row).queryByText('In Progress')).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('High priority');
  });
});
