import { useState } from 'react';
import { getIn, setIn } from 'formik';
import type { FormikErrors, FormikValues } from 'formik';
import { isApiError } from '@agrihub/shared';

/**
 * The server's field messages of a refused save, shown at the form's fields until each one is
 * changed. Formik's own errors are replaced by every validation run, so the refusal is kept apart,
 * with the values it was given for (as the shared useDialogForm does for flat dialog forms); here
 * the fields are paths (`lines.0.quantity`) and `fieldOf` turns the server's names into them.
 */
export function useRefusedFields<Values extends FormikValues>(fieldOf: (serverField: string) => string) {
  const [refused, setRefused] = useState<{ values: Values; errors: Record<string, string> } | null>(null);

  /** Keeps the field messages of `error` (an ApiError of a 400) for `values`; answers whether it had any. */
  const refuse = (error: unknown, values: Values): boolean => {
    const errors: Record<string, string> = {};
    if (isApiError(error)) for (const [field, message] of Object.entries(error.fieldErrors)) errors[fieldOf(field)] = message;
    setRefused(Object.keys(errors).length > 0 ? { values, errors } : null);
    return Object.keys(errors).length > 0;
  };

  /** `errors` (formik's, which win) with the refusal's messages for the fields still as they were sent. */
  const withRefusals = (errors: FormikErrors<Values>, values: Values): FormikErrors<Values> => {
    if (!refused) return errors;
    let merged = errors;
    for (const [path, message] of Object.entries(refused.errors)) {
      if (getIn(values, path) !== getIn(refused.values, path) || getIn(merged, path) !== undefined) continue;
      merged = setIn(merged, path, message) as FormikErrors<Values>;
    }
    return merged;
  };

  return { refuse, withRefusals, clear: () => setRefused(null) };
}
