import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { fieldProps } from './field-props';

/** One choice of a select: the value stored in the form and the text shown for it. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A choice given as a plain string is its own label. */
export function toOption(o: SelectOption | string): SelectOption {
  return typeof o === 'string' ? { value: o, label: o } : o;
}

/** The text shown for `value` in `options`; the value itself when it is not one of them (or '' for null). */
export function optionLabel(options: readonly SelectOption[], value: string | null): string {
  if (value === null) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}

export interface SelectFieldProps<Values extends object> extends Pick<TextFieldProps, 'required' | 'fullWidth' | 'sx' | 'size' | 'disabled' | 'autoFocus'> {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  label: string;
  /** The choices, in order; a plain string is its own label. */
  options: readonly (SelectOption | string)[];
  /** The text of an empty first choice (e.g. "Select a category"), picked while nothing is chosen. */
  placeholder?: string;
  /** The helper line shown while the field has no error. */
  helper?: string;
  /** The browser's own select (the phone's picker, typing to jump) instead of MUI's menu. */
  native?: boolean;
}

const NATIVE_SLOTS = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * A select bound to a formik field through fieldProps (value, handlers, the error once touched, the
 * reserved helper line). Full width unless told otherwise.
 */
export function SelectField<Values extends object>({
  formik,
  name,
  label,
  options,
  placeholder,
  helper,
  native = false,
  fullWidth = true,
  ...rest
}: SelectFieldProps<Values>) {
  const choices = options.map(toOption);
  const items = placeholder === undefined ? choices : [{ value: '', label: placeholder }, ...choices];
  return (
    <TextField {...fieldProps(formik, name, helper)} {...rest} select label={label} fullWidth={fullWidth} slotProps={native ? NATIVE_SLOTS : undefined}>
      {items.map((o) =>
        native ? (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ) : (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}
