import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import { ApiError } from '../../api/api-error';
import { renderWithProviders } from '../../testing';
import { fieldProps } from '../field-props';
import { FormDialog } from '../form-dialog';
import { useDialogForm } from '../use-dialog-form';

interface Values {
  name: string;
}

function NameDialog({ submit, onClose = jest.fn() }: { submit: (values: Values) => Promise<{ id: string }>; onClose?: () => void }) {
  const { formik, dialog } = useDialogForm({
    initialValues: { name: '' },
    validationSchema: yup.object({ name: yup.string().required('Name is required') }),
    fields: ['name'],
    submit,
    onDone: () => undefined,
    failure: { title: 'Could not save', fallback: 'Please try again.' },
    onClose,
  });
  return (
    <FormDialog {...dialog} open title="Name" submitLabel="Save" busyLabel="Saving...">
      <TextField label="Name" {...fieldProps(formik, 'name')} />
    </FormDialog>
  );
}

test('a refusal keeps what was typed, shows the field message under the field until it changes and says why in a toast', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const submit = jest.fn().mockRejectedValue(new ApiError('Name is taken', 400, { name: 'Name is taken in your company' }));
  renderWithProviders(<NameDialog submit={submit} onClose={onClose} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Urea');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Could not save')).toBeInTheDocument();
  expect(screen.getByText('Name is taken')).toBeInTheDocument();
  expect(screen.getByText('Name is taken in your company')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Urea');
  expect(onClose).not.toHaveBeenCalled();
  // The refusal was about 'Urea': another name clears it.
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' 46%');
  expect(screen.queryByText('Name is taken in your company')).not.toBeInTheDocument();
});

test('a success empties the form and closes; nothing is sent while the form is invalid', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const submit = jest.fn().mockResolvedValue({ id: '1' });
  renderWithProviders(<NameDialog submit={submit} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Urea');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(submit).toHaveBeenCalledWith({ name: 'Urea' });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});
