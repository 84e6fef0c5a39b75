import { Suspense, lazy, useState } from 'react';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { useToast } from '@agrihub/shared/providers';
// The root entry's form hook, as the remotes use it: this file loads with the Profile page only.
// eslint-disable-next-line no-restricted-imports
import { useDialogForm } from '@agrihub/shared';
import { NAME_INPUTS, PHONE_INPUT, nameFields, phoneField, type TextInput } from '../sign-up-rules';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AccountForm } from './account-form';
import { useShellTranslation } from '../../../locales/pages';

const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
}

// Sign-up's rules; the phone may stay empty (members who joined by invitation gave none).
const schema = yup.object({ ...nameFields(), phone: phoneField(false) });
const FIELDS = ['firstName', 'lastName', 'phone'] as const;
const INPUTS: TextInput<keyof ProfileValues>[] = [...NAME_INPUTS, PHONE_INPUT];

/**
 * The member's own names and phone, and Change password. Saved in place: the page gives it a new
 * `key` when the saved profile changes.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const toast = useToast();
  const { t } = useShellTranslation();
  const update = useUpdateProfile();
  // Mounted from its first opening on, so closing keeps its exit animation.
  const [passwordDialog, setPasswordDialog] = useState<'never' | 'open' | 'closed'>('never');
  const { formik, dialog } = useDialogForm({
    initialValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
    validationSchema: schema,
    fields: FIELDS,
    submit: (v: ProfileValues) => update.mutateAsync({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), phone: v.phone.trim() }),
    onDone: () => toast.success(t('profile.saved'), t('profile.savedText')),
    failure: { title: t('profile.notSaved'), fallback: t('profile.notSavedText') },
    // Saved in place: there is no dialog to close.
    onClose: () => undefined,
  });
  return (
    <>
      <AccountForm
        formik={formik}
        inputs={INPUTS}
        required={['firstName', 'lastName']}
        onSubmit={dialog.onSubmit}
        busy={dialog.busy}
        label={t('profile.formLabel')}
        extraActions={
          <Button variant="outlined" startIcon={<LockResetOutlinedIcon />} onClick={() => setPasswordDialog('open')}>
            {t('account.changePassword')}
          </Button>
        }
      />
      {passwordDialog === 'never' ? null : (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordDialog === 'open'} onClose={() => setPasswordDialog('closed')} />
        </Suspense>
      )}
    </>
  );
}
