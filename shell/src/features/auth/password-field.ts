import * as yup from 'yup';
import { passwordRuleError, requiredMessage } from '@agrihub/shared/core';

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
