import * as yup from 'yup';
import { EMAIL_RE, MESSAGES, requiredMessage } from '@agrihub/shared/core';

/** The email field of sign-in, sign-up and forgot password: required, and a valid address. */
export const emailField = () => yup.string().trim().required(requiredMessage('Email')).matches(EMAIL_RE, MESSAGES.email);
