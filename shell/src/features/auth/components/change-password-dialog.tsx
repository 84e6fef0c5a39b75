import * as yup from 'yup';
import Stack from '@mui/material/Stack';
import { fieldProps, requiredMessage } from '@agrihub/shared/core';
// The root entry's dialog form, as the remotes use it: this file loads only when the dialog first
// opens (account-menu.tsx), and the shell already builds that entry to offer it to the remotes.
// eslint-disable-next-line no-restricted-imports
import { FormDialog, useDialogForm, useToast } from '@agrihub/shared';
import { changePassword } from '../api/change-password';
import { confirmPasswordField, newPasswordField } from '../password-field';
import { FormTextField } from './form-text-field';
import { NewPasswordFields } from './new-password-fields';

const schema = yup.object({
  currentPassword: yup.string().required(requiredMessage('Current password')),
  newPassword: newPasswordField('New password'),
  confirmPassword: confirmPasswordField('newPassword'),
});

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Change password from the account menu: the server's field messages show under the fields. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const toast = useToast();
  const { formik, dialog } = useDialogForm({
    initialValues: EMPTY,
    validationSchema: schema,
    fields: ['currentPassword', 'newPassword'],
    submit: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    onDone: () => toast.success('Password changed', 'Your other sessions have been signed out.'),
    failure: { title: 'Password not changed', fallback: 'Your password could not be changed. Please try again.' },
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title="Change password"
      description="Every other device signed in to your account will be signed out."
      submitLabel="Change password"
      busyLabel="Saving..."
      maxWidth="xs"
      {...dialog}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          id="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          {...fieldProps(formik, 'currentPassword')}
        />
        <NewPasswordFields formik={formik} name="newPassword" confirmName="confirmPassword" />
      </Stack>
    </FormDialog>
  );
}
