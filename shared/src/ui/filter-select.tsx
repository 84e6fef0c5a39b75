import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { toOption, type SelectOption } from '../forms/select-field';

/** The "all" choice's value inside the select (an empty MUI select value would show blank); no option may use it. */
const ALL = 'all';

export interface FilterSelectProps extends Pick<TextFieldProps, 'size' | 'sx'> {
  label: string;
  /** The filter in effect; '' for all. */
  value: string;
  /** The first choice, meaning no filter (e.g. "All Status"). */
  allLabel: string;
  /** The choices after it, in order; a plain string is its own label. */
  options: readonly (SelectOption | string)[];
  /** Receives the chosen value, '' for the "all" choice. */
  onChange: (value: string) => void;
}

/** A list filter's select: "all" first, then each option. */
export function FilterSelect({ label, value, allLabel, options, onChange, size, sx }: FilterSelectProps) {
  return (
    <TextField select label={label} value={value || ALL} onChange={(e) => onChange(e.target.value === ALL ? '' : e.target.value)} size={size} sx={sx}>
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {options.map(toOption).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
