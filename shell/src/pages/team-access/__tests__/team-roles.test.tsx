import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { TeamAccessPage } from '../team-access-page';
import { manager, member } from '../../../testing/team-fixtures';

const server = setupApiServer();

const team = {
  members: [member('m2', 'Bilal Ahmed', 'editor', 'Active'), member('m3', 'Zainab Ali', 'viewer', 'Invited')],
  summary: { total: 2, admins: 0, editors: 1, viewers: 1, managers: 0 },
};

describe('Team Access & Roles by role', () => {
  it('shows a manager the members, but no Edit Role, no member actions and no Activity tab: only an admin changes the team', async () => {
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    renderWithProviders(<TeamAccessPage />, { user: manager });
    expect(await screen.findByRole('listitem', { name: 'Bilal Ahmed' })).toHaveTextContent('Editor');
    expect(screen.queryByRole('button', { name: 'Edit Role of Bilal Ahmed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions for Zainab Ali' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it("gives an admin each member's Edit Role, the member actions and the Activity tab", async () => {
    server.answer('get', '/api/seller/team', () => ({ data: team }));
    renderWithProviders(<TeamAccessPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Role of Bilal Ahmed' }));
    expect(screen.getByRole('dialog', { name: 'Edit Role' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions for Zainab Ali', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity', hidden: true })).toBeInTheDocument();
  });
});
