import type { FormikProps } from 'formik';
import { fieldProps } from '@agrihub/shared/core';
import { NEW_PASSWORD_HELP } from '../password-field';
import { FormTextField } from './form-text-field';

export interface NewPasswordFieldsProps<Values extends object> {
  formik: FormikProps<Values>;
  /** The new password's field, and the field where it is typed again. */
  name: keyof Values & string;
  confirmName: keyof Values & string;
  /** 'New password' where one is replaced, 'Password' where the first is chosen. */
  label?: string;
  /** The server's refusal of the password as typed (shown until it is changed). */
  refusal?: { error: boolean; helperText: string } | object;
}

/** A new password and the same typed again: reset, change password, an accepted invitation. */
export function NewPasswordFields<Values extends object>({ formik, name, confirmName, label = 'New password', refusal = {} }: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <FormTextField
        id={name}
        type="password"
        label={label}
        autoComplete="new-password"
        required
        {...fieldProps(formik, name, NEW_PASSWORD_HELP)}
        {...refusal}
      />
      <FormTextField
        id={confirmName}
        type="password"
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        {...fieldProps(formik, confirmName)}
      />
    </>
  );
}
