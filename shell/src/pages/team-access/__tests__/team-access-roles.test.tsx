import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalHintOf, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { TeamAccessPage } from '../team-access-page';
import { manager, member } from '../../../testing/team-fixtures';

const server = setupApiServer();

it('shows a manager the team with Add Team Member disabled, saying why on hover, and opens nothing', async () => {
  server.answer('get', '/api/seller/team', () => ({
    data: { members: [member('m1', 'Ahmed Raza', 'admin', 'Active')], summary: { total: 1, admins: 1, editors: 0, viewers: 0, managers: 0 } },
  }));
  renderWithProviders(<TeamAccessPage />, { user: manager });
  expect(await screen.findByRole('listitem', { name: 'Ahmed Raza' })).toBeInTheDocument();
  const add = screen.getByRole('button', { name: 'Add Team Member' });
  expect(add).toBeDisabled();
  expect(await refusalHintOf(add)).toBe('Your role, Manager, cannot change the team. Ask an admin of your company for a different role.');
  await userEvent.click(add, { pointerEventsCheck: 0 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
