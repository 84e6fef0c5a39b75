import type { FormikProps } from 'formik';
import { fieldProps } from '@agrihub/shared/core';
import { FormTextField } from './form-text-field';
import { useShellTranslation } from '../../../locales/pages';

export interface NewPasswordFieldsProps<Values extends object> {
  formik: FormikProps<Values>;
  /** The new password's field, and the field where it is typed again. */
  name: keyof Values & string;
  confirmName: keyof Values & string;
  /** 'new': a password is replaced ("New password"); 'first': the first is chosen ("Password"). */
  kind?: 'new' | 'first';
  /** The server's refusal of the password as typed (shown until it is changed). */
  refusal?: { error: boolean; helperText: string } | object;
}

/** A new password and the same typed again: reset, change password, an accepted invitation. */
export function NewPasswordFields<Values extends object>({ formik, name, confirmName, kind = 'new', refusal = {} }: NewPasswordFieldsProps<Values>) {
  const { t } = useShellTranslation();
  return (
    <>
      <FormTextField
        id={name}
        type="password"
        label={t(kind === 'new' ? 'fields.newPassword' : 'fields.password')}
        autoComplete="new-password"
        required
        {...fieldProps(formik, name, t('helpers.newPassword'))}
        {...refusal}
      />
      <FormTextField
        id={confirmName}
        type="password"
        label={t(kind === 'new' ? 'fields.confirmNewPassword' : 'fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...fieldProps(formik, confirmName)}
      />
    </>
  );
}
