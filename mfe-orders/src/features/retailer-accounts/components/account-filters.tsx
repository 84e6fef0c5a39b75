import Box from '@mui/material/Box';
import { FilterSelect, SearchField } from '@agrihub/shared';
import { STANDINGS, choicesOf, standingLabel } from '../constants';
import type { AccountFilterChange, AccountFilters as Filters } from '../hooks/use-account-filters';
import { useOrdersTranslation } from '../../../locales/i18n';

/** The directory's search (name or city, sent after a pause in typing) and standing filter. */
export function AccountFilters({ filters, onChange }: { filters: Filters; onChange: (change: AccountFilterChange) => void }) {
  const { t } = useOrdersTranslation();
  return (
    <Box role="search" sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <SearchField label={t('directory.searchLabel')} placeholder={t('directory.searchPlaceholder')} value={filters.q} onSearch={(q) => onChange({ q })} />
      <FilterSelect
        label={t('directory.standing')}
        value={filters.standing}
        allLabel={t('directory.allStandings')}
        options={choicesOf(STANDINGS, (s) => standingLabel(t, s))}
        onChange={(standing) => onChange({ standing: standing as Filters['standing'] })}
      />
    </Box>
  );
}
