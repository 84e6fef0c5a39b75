import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorAnswer, fill, renderWithProviders, setupApiServer } from '@agrihub/shared/testing';
import { AddMemberDialog } from '../components/add-member-dialog';
import { member } from '../../../testing/team-fixtures';

const server = setupApiServer();

function open() {
  const onClose = jest.fn();
  renderWithProviders(<AddMemberDialog open onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Add New Team Member' }), onClose };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function fillValid(dialog: HTMLElement, email = 'kamran@punjabagro.pk') {
  await fill(within(dialog).getByLabelText(/Name/), 'Kamran Yousaf');
  await fill(within(dialog).getByLabelText(/Email/), email);
  await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'manager');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Department/), 'product');
}

describe('Add New Team Member', () => {
  it('offers the roles and departments of the spec, every field empty', () => {
    const { dialog } = open();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText(/Notes/)).toHaveValue('');
    expect(optionsOf(within(dialog).getByLabelText(/Role/))).toEqual(['Select a role', 'Admin', 'Manager', 'Editor', 'Viewer']);
    expect(optionsOf(within(dialog).getByLabelText(/Department/))).toEqual([
      'Select a department',
      'Sales',
      'Logistics',
      'Product Management',
      'Finance',
      'Customer Support',
    ]);
  });

  it('requires name, e-mail, role and department; notes are optional', async () => {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    for (const message of ['Name is required', 'Email is required', 'Role is required', 'Department is required']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(server.requests).toEqual([]);
  });

  it("'Invalid email address' for an e-mail without a domain", async () => {
    const { dialog } = open();
    await fill(within(dialog).getByLabelText(/Email/), 'kamran@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
  });

  it('adds the member and names them in the toast', async () => {
    server.answer('post', '/api/seller/team/members', () => ({
      data: { member: member('x', 'Kamran Yousaf', 'manager', 'Invited', { email: 'kamran@punjabagro.pk', department: 'product' }) },
    }));
    const { dialog, onClose } = open();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'post',
        path: '/api/seller/team/members',
        query: {},
        body: { name: 'Kamran Yousaf', email: 'kamran@punjabagro.pk', role: 'manager', department: 'product', notes: null },
      },
    ]);
    expect(await screen.findByText('Kamran Yousaf has been invited to your team.')).toBeInTheDocument();
  });

  it('a duplicate e-mail keeps the form and shows the server message at the e-mail field', async () => {
    const message = 'A team member with the e-mail kamran@punjabagro.pk already exists in your company.';
    server.answer('post', '/api/seller/team/members', () => errorAnswer(409, message));
    const { dialog, onClose } = open();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Kamran Yousaf');
    expect(within(dialog).getByLabelText(/Role/)).toHaveValue('manager');
    expect(onClose).not.toHaveBeenCalled();
  });
});
