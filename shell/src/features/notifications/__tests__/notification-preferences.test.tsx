import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, renderWithProviders, setupApiServer, testUserAs } from '@agrihub/shared/testing';
import { NotificationPreferences } from '../components/notification-preferences';
import type { PortalNotification } from '@agrihub/shared/notifications';

/** The kinds of notification sent by email too, as the server answers them. */
const kinds = (...chosen: PortalNotification['kind'][]) => chosen;

const admin = testUserAs('admin', ['settings']);
const manager = testUserAs('manager', ['orders']);

const server = setupApiServer();

beforeEach(() => {
  server.answer('get', '/api/notifications/preferences', () => ({ data: { emailKinds: kinds('order_new', 'invoice_overdue') } }));
});

describe('NotificationPreferences', () => {
  it('shows a checkbox per kind with its label, the saved ones checked', async () => {
    renderWithProviders(<NotificationPreferences mayChange />, { user: admin });
    const group = await screen.findByRole('group', { name: 'Send by email' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(group).getByRole('checkbox', { name: 'New orders' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Overdue invoices' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Out of stock' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('lets an admin change and save the choice', async () => {
    server.answer('put', '/api/notifications/preferences', () => ({ data: { emailKinds: kinds('invoice_overdue', 'stock_out') } }));
    renderWithProviders(<NotificationPreferences mayChange />, { user: admin });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'New orders' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Out of stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(server.requestsTo('put', '/api/notifications/preferences').map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
        { method: 'put', path: '/api/notifications/preferences', query: {}, body: { emailKinds: ['invoice_overdue', 'stock_out'] } },
      ]),
    );
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
  });

  it('says why a save failed and keeps the choice', async () => {
    server.answer('put', '/api/notifications/preferences', () => errorAnswer(403, 'Only an admin can change settings.'));
    renderWithProviders(<NotificationPreferences mayChange />, { user: admin });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Out of stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Only an admin can change settings.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Out of stock' })).toBeChecked();
  });

  it('is read-only for members who are not admins', async () => {
    renderWithProviders(<NotificationPreferences mayChange={false} />, { user: manager });
    expect(await screen.findByText('These notifications are also sent by email. Only an admin can change this.')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'New orders' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save preferences' })).not.toBeInTheDocument();
  });
});
