import { ApiError, isApiError } from '@agrihub/shared/core';

/**
 * Runs a save whose refusal names fields as the server does ('companyAddress.city') and hands on the
 * refusal with the form's names ('companyCity'), so useDialogForm shows each message under its field.
 */
export async function withFormFieldNames<T>(save: () => Promise<T>, formNames: Readonly<Record<string, string>>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isApiError(error)) throw error;
    const renamed = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [formNames[field] ?? field, message]));
    throw new ApiError(error.message, error.status, renamed, error.body);
  }
}
