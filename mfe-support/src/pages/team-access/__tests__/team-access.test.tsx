import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@agrihub/shared';
import { renderWithProviders } from '@agrihub/shared/testing';
import TeamAccessPage from '..';
import { member } from '../../../testing/fixtures';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const team = {
  members: [
    member('m1', 'Ahmed Raza', 'admin', 'Active', {
      isOwner: true,
      department: null,
      lastActiveAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    }),
    member('m2', 'Bilal Ahmed', 'editor', 'Active', { department: 'product' }),
    member('m3', 'Zainab Ali', 'viewer', 'Invited', { department: 'support' }),
  ],
  summary: { total: 3, admins: 1, editors: 1, viewers: 1, managers: 0 },
};

describe('Team Access & Roles', () => {
  it("shows the tiles and every member's name, e-mail, role, status and last active time", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: team });
    renderWithProviders(<TeamAccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team Access & Roles' })).toBeInTheDocument();
    expect(await screen.findByTestId('tile-total')).toHaveTextContent('Total Members3');
    expect(screen.getByTestId('tile-admins')).toHaveTextContent('Admins1');
    expect(screen.getByTestId('tile-editors')).toHaveTextContent('Editors1');
    expect(screen.getByTestId('tile-viewers')).toHaveTextContent('Viewers1');
    const owner = screen.getByRole('listitem', { name: 'Ahmed Raza' });
    expect(owner).toHaveTextContent('You');
    expect(owner).toHaveTextContent('ahmed@punjabagro.pk');
    expect(owner).toHaveTextContent('Admin');
    expect(owner).toHaveTextContent('Active');
    expect(owner).toHaveTextContent('Last active: 5 min ago');
    const invited = screen.getByRole('listitem', { name: 'Zainab Ali' });
    expect(invited).toHaveTextContent('Viewer');
    expect(invited).toHaveTextContent('Invited');
    expect(invited).toHaveTextContent('Customer Support');
    expect(invited).toHaveTextContent('Last active: Never');
  });

  it("'Failed to load team members' when the list cannot load", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('Server down', 500));
    renderWithProviders(<TeamAccessPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
  });

  it('Edit Role stores the new role and refreshes the list', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: team });
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue({ data: { member: { ...team.members[1], role: 'manager' } } });
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Role of Bilal Ahmed' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Role' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('editor');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(patch).toHaveBeenCalledWith('seller/team/members/m2/role', { role: 'manager' });
    expect(await screen.findByText('Bilal Ahmed is now Manager.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Role' })).not.toBeInTheDocument());
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("the server's last-admin message stays in the dialog", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: team });
    const message = 'Your account is the only admin of your company, so it must stay an admin. Make another active member an admin first.';
    jest.spyOn(apiClient, 'patch').mockRejectedValue(new ApiError(message, 409));
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Role of Ahmed Raza' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Role' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'viewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});
