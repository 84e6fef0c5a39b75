import { validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikValues } from 'formik';
import type { Schema } from 'yup';
import { loadOnce } from '@agrihub/shared/core';

/**
 * A formik `validate` that runs a yup schema loaded on first use, so yup (about 11 KiB gzipped)
 * stays out of the page's first load and arrives with the first keystroke, before any error can
 * show. The same rules and messages as `validationSchema`: formik's own helpers run the schema.
 * A schema that fails to download is fetched again at the next validation.
 */
export function lazyYupValidate<Values extends FormikValues>(load: () => Promise<Pick<Schema, 'validate'>>) {
  const schema = loadOnce(load);
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, await schema());
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
