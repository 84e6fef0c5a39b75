import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { statusLabel } from '@agrihub/shared';
import { ORDER_STATUSES, SEARCH_DELAY_MS } from '../constants';
import type { FilterChange, OrderFilters as Filters } from '../hooks/use-order-filters';

export const SEARCH_PLACEHOLDER = 'Search by customer or order number...';
export const ALL_STATUS = 'All Status';
const ALL = 'all';

export interface OrderFiltersProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  // The box shows what is typed at once; the URL (and the server query) follows after a pause.
  const [draft, setDraft] = useState(filters.q);
  const [urlQ, setUrlQ] = useState(filters.q);
  if (filters.q !== urlQ) {
    // The URL changed from elsewhere (Back, a link): show its search.
    setUrlQ(filters.q);
    setDraft(filters.q);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Remember what goes to the URL so its echo does not overwrite what is being typed.
      setUrlQ(text.trim());
      onChange({ q: text.trim() });
    }, SEARCH_DELAY_MS);
  };

  const rangeError = filters.from > filters.to ? 'From must be on or before To' : undefined;

  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <TextField
        label="Search orders"
        placeholder={SEARCH_PLACEHOLDER}
        value={draft}
        onChange={(e) => search(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
          htmlInput: { type: 'search' },
        }}
      />
      <TextField
        select
        label="Status"
        value={filters.status || ALL}
        onChange={(e) => onChange({ status: e.target.value === ALL ? '' : e.target.value })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        <MenuItem value={ALL}>{ALL_STATUS}</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel(s)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="From"
        value={filters.from}
        onChange={(e) => {
          if (e.target.value) onChange({ from: e.target.value });
        }}
        error={Boolean(rangeError)}
        helperText={rangeError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }}
      />
      <TextField
        type="date"
        label="To"
        value={filters.to}
        onChange={(e) => {
          if (e.target.value) onChange({ to: e.target.value });
        }}
        error={Boolean(rangeError)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }}
      />
    </Box>
  );
}
