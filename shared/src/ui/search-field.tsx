import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';

/** How long typing must pause before the search is sent: one request per pause, not per key. */
export const SEARCH_DELAY_MS = 300;

export interface SearchFieldProps extends Pick<TextFieldProps, 'size' | 'fullWidth' | 'sx'> {
  label: string;
  placeholder?: string;
  /** The search in effect (the URL's or the page's). A change from elsewhere (Back, a link) replaces what the box shows. */
  value: string;
  /** Receives the trimmed text once typing has paused for `delayMs`. */
  onSearch: (q: string) => void;
  delayMs?: number;
}

/**
 * A search box that shows what is typed at once and sends the trimmed text after a pause.
 * A pending search is dropped when the box unmounts.
 */
export function SearchField({ label, placeholder, value, onSearch, delayMs = SEARCH_DELAY_MS, size, fullWidth, sx }: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The search sent and not yet come back as `value`. The router applies it in a transition, after
  // the render this box's own update causes: until then the old value must not replace the draft,
  // and when it arrives it is an echo, not a change from elsewhere (what was typed since stays).
  const [sent, setSent] = useState<string | null>(null);
  if (sent !== null && value === sent) {
    setSent(null);
    setSeen(value);
  } else if (value !== seen) {
    // Changed from elsewhere (Back, a link): show it.
    setSeen(value);
    setDraft(value);
    setSent(null);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const q = text.trim();
      setSent(q);
      onSearch(q);
    }, delayMs);
  };

  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => type(e.target.value)}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize={size === 'small' ? 'small' : 'medium'} />
            </InputAdornment>
          ),
        },
        htmlInput: { type: 'search' },
      }}
    />
  );
}
