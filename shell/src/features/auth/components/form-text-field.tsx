import { useEffect, useRef } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { TextFieldBinding } from '@agrihub/shared/core';

export interface FormTextFieldProps extends TextFieldBinding {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** Shown but not editable (Settings for a role that may not change them). */
  disabled?: boolean;
  placeholder?: string;
  sx?: SxProps<Theme>;
}

/**
 * The outlined text field of the sign-in, sign-up and reset pages: the parts MUI's TextField
 * renders (the same markup, label, notch, required mark and helper line), without TextField itself,
 * which also brings Select, Menu, Popover and Modal, about 17 KiB gzipped these forms never use.
 */
export function FormTextField({ id, label, helperText, error, required, disabled, sx, autoFocus, ...input }: FormTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  // `autoFocus` focuses once the page has painted, not while React mounts it: focusing forces the
  // browser to lay out a page whose styles are still being inserted, which made the sign-in page's
  // first render one long task (about 150 ms on a throttled phone; issue 15).
  useEffect(() => {
    if (!autoFocus) return undefined;
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);
  return (
    <FormControl fullWidth variant="outlined" error={error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} inputRef={inputRef} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
