import * as yup from 'yup';
import { EMAIL_RE, MESSAGES, requiredMessage } from '@agrihub/shared/core';

/** The sign-in form's rules, in a module of their own: the page loads it on first use (lazy-yup-validate.ts). */
export const loginSchema = yup.object({
  email: yup.string().trim().required(requiredMessage('Email')).matches(EMAIL_RE, MESSAGES.email),
  password: yup.string().required(requiredMessage('Password')),
  rememberMe: yup.boolean().required(),
});
