import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '@agrihub/shared';
import { ALL_CATEGORIES, ALL_STATUS, CATEGORIES, STATUS_OPTIONS } from '../constants';
import type { FilterChange, ProductFilters as Filters } from '../hooks/use-product-filters';

export const SEARCH_PLACEHOLDER = 'Search products, SKU, or category...';
const ALL = 'all';

export interface ProductFiltersProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

export function ProductFilters({ filters, onChange }: ProductFiltersProps) {
  return (
    <Box
      role="search"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}
    >
      <SearchField
        label="Search products"
        placeholder={SEARCH_PLACEHOLDER}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
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
