import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../form-dialog';

function renderDialog(busy: boolean) {
  const onClose = jest.fn();
  const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <FormDialog
      open
      onClose={onClose}
      title="Add New Team Member"
      description="Invite a colleague."
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Add Member"
      busyLabel="Adding..."
    >
      <TextField label="Name" required />
    </FormDialog>,
  );
  return { onClose, onSubmit, dialog: screen.getByRole('dialog', { name: 'Add New Team Member' }) };
}

test('a named dialog with its description and fields; submit and Cancel reach the form', async () => {
  const user = userEvent.setup();
  const { onClose, onSubmit, dialog } = renderDialog(false);
  expect(dialog).toHaveTextContent('Invite a colleague.');
  // The browser's own validation is off: an empty required field still submits to the form's handler.
  await user.click(screen.getByRole('button', { name: 'Add Member' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('while busy the buttons are disabled, the submit button says so, and Escape does not close', async () => {
  const user = userEvent.setup();
  const { onClose } = renderDialog(true);
  expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await user.click(screen.getByLabelText(/Name/));
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
});
