import * as yup from 'yup';
import { passwordRuleError, requiredMessage } from '@agrihub/shared/core';

/** What a new password needs, under the field of sign-up, reset and change password. */
export const NEW_PASSWORD_HELP = 'At least 8 characters with a letter and a digit';

/** A new password (sign-up, reset, change): required, then the server's length and letter-and-digit rules. */
export const newPasswordField = (label = 'Password') =>
  yup
    .string()
    .required(requiredMessage(label))
    .test('password-rules', (value, context) => {
      const problem = passwordRuleError(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    });

/** The new password typed again. */
export const confirmPasswordField = (other: string) =>
  yup
    .string()
    .required(requiredMessage('Confirm password'))
    .oneOf([yup.ref(other)], 'Passwords do not match');
