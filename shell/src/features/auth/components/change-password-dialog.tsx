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
import { useShellTranslation } from '../../../locales/pages';

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
  const { t } = useShellTranslation();
  const { formik, dialog } = useDialogForm({
    initialValues: EMPTY,
    validationSchema: schema,
    fields: ['currentPassword', 'newPassword'],
    submit: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    onDone: () => toast.success(t('changePassword.done'), t('changePassword.doneText')),
    failure: { title: t('changePassword.failed'), fallback: t('changePassword.failedText') },
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title={t('changePassword.title')}
      description={t('changePassword.description')}
      submitLabel={t('changePassword.submit')}
      busyLabel={t('changePassword.busy')}
      maxWidth="xs"
      {...dialog}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          id="currentPassword"
          type="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...fieldProps(formik, 'currentPassword')}
        />
        <NewPasswordFields formik={formik} name="newPassword" confirmName="confirmPassword" />
      </Stack>
    </FormDialog>
  );
}
