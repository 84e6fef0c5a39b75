import { isApiError } from './api-error';

/**
 * The server's per-field messages (400 `errors`) for the fields a form has, ready for formik's
 * `setErrors`; empty when the error is not an ApiError or names none of `fields`.
 */
export function fieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!isApiError(error)) return out;
  for (const f of fields) {
    const message = error.fieldErrors[f];
    if (message) out[f] = message;
  }
  return out;
}
