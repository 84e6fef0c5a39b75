import { useState } from 'react';
import { useFormik } from 'formik';
import type { FormikConfig, FormikErrors, FormikValues } from 'formik';
import { errorMessage, isApiError } from '../api/api-error';
import { fieldErrorsOf } from '../api/field-errors';
import { useToast } from '../toast/use-toast';

export interface DialogFormOptions<Values extends FormikValues, Result> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** The fields a refusal's details may name: their messages show under those fields. */
  fields: readonly (keyof Values & string)[];
  /** The call the form makes. */
  submit: (values: Values) => Promise<Result>;
  /** After the call succeeded, before the form is emptied and the dialog closes: the success toast and the like. */
  onDone: (result: Result, values: Values) => void;
  /**
   * The error toast's title and the text shown when the error has no message of its own; `inDialog`
   * names the errors the dialog shows itself (no toast repeats them over it).
   */
  failure: { title: string; fallback: string; inDialog?: (error: unknown) => boolean };
  /** The field a conflict (409: the value is already taken) is about: its message shows under that field. */
  conflictField?: keyof Values & string;
  /** The values the form returns to after a success; the initial values unless given. */
  resetTo?: Values;
  onClose: () => void;
}

/**
 * A form in a dialog that makes one call: on success it reports, empties and closes; on failure
 * it keeps what the user typed, shows the server's field messages under the fields (until the
 * field changes) and says why in a toast. Returns the form and the props FormDialog takes from it.
 */
export function useDialogForm<Values extends FormikValues, Result>({
  initialValues,
  validationSchema,
  fields,
  submit,
  onDone,
  failure,
  conflictField,
  resetTo,
  onClose,
}: DialogFormOptions<Values, Result>) {
  const toast = useToast();
  // The server's field messages, with the values they were given for: kept apart from formik's
  // errors (which the next validation run replaces) and shown until the user changes that field.
  const [refused, setRefused] = useState<{ values: Values; errors: FormikErrors<Values> } | null>(null);
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        setRefused(null);
        const result = await submit(values);
        onDone(result, values);
        helpers.resetForm(resetTo ? { values: resetTo } : undefined);
        onClose();
      } catch (error) {
        const message = errorMessage(error, failure.fallback);
        const errors: Record<string, string | undefined> = fieldErrorsOf(error, fields);
        if (conflictField && isApiError(error) && error.status === 409) errors[conflictField] = message;
        setRefused({ values, errors: errors as FormikErrors<Values> });
        if (!failure.inDialog?.(error)) toast.destructive(failure.title, message);
      }
    },
  });
  const standing = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).filter(([field]) => refused !== null && formik.values[field] === refused.values[field]),
  ) as FormikErrors<Values>;
  const form = Object.keys(standing).length > 0 ? { ...formik, errors: { ...standing, ...formik.errors } } : formik;
  return { formik: form, dialog: { onClose, onSubmit: formik.handleSubmit, busy: formik.isSubmitting } };
}
