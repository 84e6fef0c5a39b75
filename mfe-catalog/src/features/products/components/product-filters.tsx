import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { FilterSelect, SearchField } from '@agrihub/shared';
import { categoryOptions, statusOptions } from '../constants';
import type { FilterChange, ProductFilters as Filters } from '../hooks/use-product-filters';
import { useCatalogTranslation } from '../../../locales/i18n';

export interface ProductFiltersProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

export function ProductFilters({ filters, onChange }: ProductFiltersProps) {
  const { t } = useCatalogTranslation();
  const categories = useMemo(() => categoryOptions(t), [t]);
  const statuses = useMemo(() => statusOptions(t), [t]);
  return (
    <Box
      role="search"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}
    >
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label={t('filters.category')}
        value={filters.category}
        allLabel={t('filters.allCategories')}
        options={categories}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label={t('filters.status')}
        value={filters.status}
        allLabel={t('filters.allStatus')}
        options={statuses}
        onChange={(status) => onChange({ status })}
      />
    </Box>
  );
}
