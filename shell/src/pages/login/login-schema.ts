import * as yup from 'yup';
import { requiredMessage } from '@agrihub/shared/core';
import { emailField } from '../../features/auth/email-field';

/** The sign-in form's rules, in a module of their own: the page loads it on first use (lazy-yup-validate.ts). */
export const loginSchema = yup.object({
  email: emailField(),
  password: yup.string().required(requiredMessage('Password')),
  rememberMe: yup.boolean().required(),
});
