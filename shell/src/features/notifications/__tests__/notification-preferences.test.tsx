import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderWithProviders, testUserAs } from '@agrihub/shared/testing';
import { NotificationPreferences } from '../components/notification-preferences';

const admin = testUserAs('admin', ['settings']);
const manager = testUserAs('manager', ['orders']);

beforeEach(() => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { emailKinds: ['order_new', 'invoice_overdue'] } });
});
afterEach(() => jest.restoreAllMocks());

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
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { emailKinds: ['invoice_overdue', 'stock_out'] } });
    renderWithProviders(<NotificationPreferences mayChange />, { user: admin });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'New orders' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Out of stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('notifications/preferences', { emailKinds: ['invoice_overdue', 'stock_out'] }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
  });

  it('says why a save failed and keeps the choice', async () => {
    jest.spyOn(apiClient, 'put').mockRejectedValue(new ApiError('Only an admin can change settings.', 403));
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
