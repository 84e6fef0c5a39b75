import Box from '@mui/material/Box';
import { FilterSelect, SearchField } from '@agrihub/shared';
import { STANDING_LABELS, choicesOf } from '../constants';
import type { AccountFilterChange, AccountFilters as Filters } from '../hooks/use-account-filters';

export const ALL_STANDINGS = 'All';
const STANDING_CHOICES = choicesOf(STANDING_LABELS);

/** The directory's search (name or city, sent after a pause in typing) and standing filter. */
export function AccountFilters({ filters, onChange }: { filters: Filters; onChange: (change: AccountFilterChange) => void }) {
  return (
    <Box role="search" sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <SearchField label="Search retailers" placeholder="Name or city..." value={filters.q} onSearch={(q) => onChange({ q })} />
      <FilterSelect
        label="Standing"
        value={filters.standing}
        allLabel={ALL_STANDINGS}
        options={STANDING_CHOICES}
        onChange={(standing) => onChange({ standing: standing as Filters['standing'] })}
      />
    </Box>
  );
}
