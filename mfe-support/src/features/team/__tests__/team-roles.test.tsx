import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@agrihub/shared/testing';
import { MemberList } from '../components/member-list';
import { manager, member } from '../../../testing/fixtures';

const members = [member('m2', 'Bilal Ahmed', 'editor', 'Active')];

describe('member list by role', () => {
  it('shows a manager the members without Edit Role: only an admin changes the team', () => {
    renderWithProviders(<MemberList members={members} onEditRole={jest.fn()} />, { user: manager });
    expect(screen.getByRole('listitem', { name: 'Bilal Ahmed' })).toHaveTextContent('Editor');
    expect(screen.queryByRole('button', { name: 'Edit Role of Bilal Ahmed' })).not.toBeInTheDocument();
  });

  it("gives an admin each member's Edit Role", async () => {
    const onEditRole = jest.fn();
    renderWithProviders(<MemberList members={members} onEditRole={onEditRole} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Role of Bilal Ahmed' }));
    expect(onEditRole).toHaveBeenCalledWith(members[0]);
  });
});
