import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FilterSelect, SearchField, statusLabel } from '@agrihub/shared';
import { orderStatusValues } from '@agrihub/shared';
import type { FilterChange, OrderFilters as Filters } from '../hooks/use-order-filters';

export const SEARCH_PLACEHOLDER = 'Search by customer or order number...';
export const ALL_STATUS = 'All Status';
const STATUS_CHOICES = orderStatusValues.map((s) => ({ value: s, label: statusLabel(s) }));
const DATE_FIELDS = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;

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
      {/* The range: From may not pass To, and To may not come before From. */}
      {DATE_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          type="date"
          label={label}
          value={filters[key]}
          onChange={(e) => {
            const day = e.target.value;
            if (day) onChange(key === 'from' ? { from: day } : { to: day });
          }}
          error={Boolean(rangeError)}
          helperText={key === 'from' ? rangeError : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: key === 'from' ? { max: filters.to } : { min: filters.from } }}
        />
      ))}
    </Box>
  );
}
