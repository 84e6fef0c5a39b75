import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { ALL_CATEGORIES, ALL_STATUS, CATEGORIES, STATUS_OPTIONS } from '../constants';
import type { FilterChange, ProductFilters as Filters } from '../hooks/use-product-filters';

export const SEARCH_PLACEHOLDER = 'Search products, SKU, or category...';
const SEARCH_DELAY_MS = 300;
const ALL = 'all';

export interface ProductFiltersProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

export function ProductFilters({ filters, onChange }: ProductFiltersProps) {
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
    timer.current = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DELAY_MS);
  };

  return (
    <Box
      role="search"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}
    >
      <TextField
        label="Search products"
        placeholder={SEARCH_PLACEHOLDER}
        value={draft}
        onChange={(e) => search(e.target.value)}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
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
      <TextField select label="Category" value={filters.category || ALL} onChange={(e) => onChange({ category: e.target.value === ALL ? '' : e.target.value })}>
        <MenuItem value={ALL}>{ALL_CATEGORIES}</MenuItem>
        {CATEGORIES.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" value={filters.status || ALL} onChange={(e) => onChange({ status: e.target.value === ALL ? '' : e.target.value })}>
        <MenuItem value={ALL}>{ALL_STATUS}</MenuItem>
        {STATUS_OPTIONS.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
