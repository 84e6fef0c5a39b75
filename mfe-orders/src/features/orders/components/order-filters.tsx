import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FilterSelect, SearchField } from '@agrihub/shared';
import { orderStatusValues } from '@agrihub/shared';
import { useOrdersTranslation } from '../../../locales/i18n';
import type { FilterChange, OrderFilters as Filters } from '../hooks/use-order-filters';
import { IN_PROGRESS } from '../constants';

const DATE_FIELDS = ['from', 'to'] as const;

export interface OrderFiltersProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const { t } = useOrdersTranslation();
  const statusChoices = [...orderStatusValues.map((s) => ({ value: s, label: t(`status.${s}`) })), { value: IN_PROGRESS, label: t('filters.inProgress') }];
  const rangeError = filters.from > filters.to ? t('common.rangeError') : undefined;

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
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label={t('filters.status')}
        value={filters.status}
        allLabel={t('filters.allStatus')}
        options={statusChoices}
        onChange={(status) => onChange({ status })}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      {/* The range: From may not pass To, and To may not come before From. */}
      {DATE_FIELDS.map((key) => (
        <TextField
          key={key}
          type="date"
          label={t(`common.${key}`)}
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
