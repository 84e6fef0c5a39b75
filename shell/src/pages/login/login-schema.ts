import * as yup from 'yup';
import { EMAIL_RE } from '@agrihub/shared/core';

/** The sign-in form's rules, in a module of their own: the page loads it on first use (lazy-yup-validate.ts). */
export const loginSchema = yup.object({
  email: yup.string().trim().required('Email is required').matches(EMAIL_RE, 'Enter a valid email address'),
  password: yup.string().required('Password is required'),
  rememberMe: yup.boolean().required(),
});
