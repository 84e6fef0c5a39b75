import type { ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import { translateText } from '../i18n/i18n';

export interface TextFieldBinding {
  name: string;
  value: unknown;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string;
}

let pointerPressed = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerPressed = true), true);
  document.addEventListener('pointerup', () => (pointerPressed = false), true);
  document.addEventListener('pointercancel', () => (pointerPressed = false), true);
}

/**
 * Runs `reveal` once the pointer that caused a blur is released. An error shown on blur changes the
 * layout; shown between mousedown and mouseup, it moves the control being clicked away from under
 * the pointer and the click is lost (e.g. the terms checkbox below a field whose error wraps).
 */
function afterPointerRelease(reveal: () => void): void {
  if (!pointerPressed) {
    reveal();
    return;
  }
  // The click is dispatched in the same task as pointerup; the timeout runs after it.
  document.addEventListener('pointerup', () => setTimeout(reveal, 0), { once: true, capture: true });
}

/**
 * Binds a MUI TextField to a formik field: value, handlers, and the field's error once touched.
 * The helper line is always reserved (' ' when empty), so a one-line error does not move what is
 * below it, and the error appears only after the click that left the field has landed.
 */
export function fieldProps<Values extends object>(formik: FormikProps<Values>, name: keyof Values & string, helper?: string): TextFieldBinding {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return {
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: () => afterPointerRelease(() => void formik.setFieldTouched(name, true)),
    error: message !== undefined,
    helperText: message !== undefined ? translateText(message) : (helper ?? ' '),
  };
}
