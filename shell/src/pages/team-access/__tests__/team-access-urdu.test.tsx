import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@agrihub/shared';
import { renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { TeamAccessPage } from '../team-access-page';
import ur from '../../../locales/ur.json';
import { member } from '../../../testing/team-fixtures';

const server = setupApiServer();

afterEach(async () => {
  await setLanguage('en');
});

describe('Team Access & Roles in Urdu', () => {
  it("shows the members' roles, statuses and actions in Urdu, and English again after switching back", async () => {
    server.answer('get', '/api/seller/team', () => ({
      data: {
        members: [member('m1', 'Ahmed Raza', 'admin', 'Active', { isYou: true }), member('m2', 'Zainab Ali', 'viewer', 'Invited')],
        summary: { total: 2, admins: 1, editors: 0, viewers: 1, managers: 0 },
      },
    }));
    renderWithProviders(<TeamAccessPage />);
    await screen.findByRole('listitem', { name: 'Zainab Ali' });

    await act(() => setLanguage('ur'));
    expect(screen.getByRole('heading', { level: 1, name: ur.teamPage.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ur.teamPage.addMember })).toBeInTheDocument();
    expect(screen.getByTestId('tile-total')).toHaveTextContent(`${ur.teamPage.tiles.total}2`);
    expect(screen.getByRole('tab', { name: ur.teamPage.activityTab })).toBeInTheDocument();
    const invited = screen.getByRole('listitem', { name: 'Zainab Ali' });
    expect(invited).toHaveTextContent(ur.team.role.viewer);
    expect(invited).toHaveTextContent(ur.team.status.invited);
    expect(invited).toHaveTextContent(ur.team.department.sales);
    expect(invited).toHaveTextContent(ur.memberList.lastActive.replace('{{time}}', ur.memberList.never));
    expect(within(invited).getByRole('button', { name: ur.memberList.editRoleOf.replace('{{name}}', 'Zainab Ali') })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ahmed Raza' })).toHaveTextContent(ur.memberList.you);
    expect(screen.queryByText('Team Access & Roles')).not.toBeInTheDocument();
    expect(invited).not.toHaveTextContent('Last active: Never');
    expect(invited).not.toHaveTextContent('Invited');

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Team Access & Roles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Team Member' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-total')).toHaveTextContent('Total Members2');
    const back = screen.getByRole('listitem', { name: 'Zainab Ali' });
    expect(back).toHaveTextContent('Viewer');
    expect(back).toHaveTextContent('Invited');
    expect(back).toHaveTextContent('Last active: Never');
    expect(within(back).getByRole('button', { name: 'Edit Role of Zainab Ali' })).toBeInTheDocument();
  });
});
