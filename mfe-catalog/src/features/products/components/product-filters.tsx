import Box from '@mui/material/Box';
import { FilterSelect, SearchField } from '@agrihub/shared';
import { ALL_CATEGORIES, ALL_STATUS, CATEGORIES, STATUS_OPTIONS } from '../constants';
import type { FilterChange, ProductFilters as Filters } from '../hooks/use-product-filters';

export const SEARCH_PLACEHOLDER = 'Search products, SKU, or category...';

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
      <FilterSelect label="Category" value={filters.category} allLabel={ALL_CATEGORIES} options={CATEGORIES} onChange={(category) => onChange({ category })} />
      <FilterSelect label="Status" value={filters.status} allLabel={ALL_STATUS} options={STATUS_OPTIONS} onChange={(status) => onChange({ status })} />
    </Box>
  );
}
