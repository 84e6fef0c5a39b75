import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FilterSelect, SearchField, statusLabel } from '@agrihub/shared';
import { orderStatusValues } from '@agrihub/shared';
import type { FilterChange, OrderFilters as Filters } from '../hooks/use-order-filters';

export const SEARCH_PLACEHOLDER = 'Search by customer or order number...';
export const ALL_STATUS = 'All Status';
const STATUS_CHOICES = orderStatusValues.map((s) => ({ value: s, label: statusLabel(s) }));

export interface OrderFiltersProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
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
      <SearchField
        label="Search orders"
        placeholder={SEARCH_PLACEHOLDER}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        allLabel={ALL_STATUS}
        options={STATUS_CHOICES}
        onChange={(status) => onChange({ status })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
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
