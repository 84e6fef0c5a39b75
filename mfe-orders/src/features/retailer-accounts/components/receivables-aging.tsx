import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { Link as RouterLink } from '@agrihub/shared/router';
import { EmptyState, ErrorState, FilterSelect, LoadingState, PORTAL_PATHS, SearchField, errorMessage, formatDate, usePageWithin } from '@agrihub/shared';
import { AGING_PAGE_SIZE, useAging } from '../api/get-aging';
import { PageButtons } from '../../../lib/pagination';
import { useOrdersTranslation } from '../../../locales/i18n';
import { AGING_BUCKETS, bucketLabels } from '../constants';
import { useAgingFilters } from '../hooks/use-aging-filters';
import { AgingTable } from './aging-table';
import { ExportAgingButton } from './export-aging-button';

/**
 * Collections (issue 23): what each retailer owes by days past due, searched and filtered in the
 * URL, exported as CSV, and a link to the harvest due dates that 'After harvest' terms use (on Settings).
 * The page's heading names it; the card says the day it is counted on.
 */
export function ReceivablesAging() {
  const { t } = useOrdersTranslation();
  const labels = bucketLabels(t);
  const bucketOptions = AGING_BUCKETS.map((b) => ({ value: b, label: labels[b] }));
  const { filters, setFilters, setPage, keepPageWithin } = useAgingFilters();
  const aging = useAging(filters);
  usePageWithin(keepPageWithin, filters.page, aging, AGING_PAGE_SIZE);
  const filtered = filters.q.trim() !== '' || filters.bucket !== '';
  const pages = aging.data ? Math.max(1, Math.ceil(aging.data.pagination.total / AGING_PAGE_SIZE)) : 1;

  return (
    <Card>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2, pb: 1, minHeight: '1.43em' }} data-testid="aging-as-of">
        {aging.data ? t('aging.asOf', { date: formatDate(aging.data.asOf) }) : '\u00a0'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pb: 2 }}>
        <SearchField
          value={filters.q}
          onSearch={(next) => setFilters({ q: next })}
          label={t('aging.searchLabel')}
          placeholder={t('aging.searchPlaceholder')}
          size="small"
          sx={{ flex: '1 1 240px' }}
        />
        <FilterSelect
          label={t('aging.bucketFilter')}
          size="small"
          value={filters.bucket}
          allLabel={t('common.all')}
          options={bucketOptions}
          onChange={(next) => setFilters({ bucket: AGING_BUCKETS.find((b) => b === next) ?? '' })}
          sx={{ flex: '0 1 180px', minWidth: 150 }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
          <ExportAgingButton filters={filters} />
          {/* The days are company settings, changed on the shell's Settings page with the company's other details. */}
          <Button variant="outlined" startIcon={<EventOutlined />} component={RouterLink} to={PORTAL_PATHS.settings}>
            {t('aging.harvestDatesLink')}
          </Button>
        </Box>
      </Box>
      <Divider />
      {aging.isPending ? (
        <LoadingState label={t('aging.loading')} />
      ) : aging.isError ? (
        <Box sx={{ px: 2 }}>
          <ErrorState message={t('aging.loadFailed')} detail={errorMessage(aging.error, '')} onRetry={() => void aging.refetch()} />
        </Box>
      ) : aging.data.rows.length === 0 ? (
        <EmptyState dense title={filtered ? t('aging.noMatch') : t('aging.empty')} />
      ) : (
        <>
          <AgingTable report={aging.data} />
          <PageButtons
            page={filters.page}
            pages={pages}
            onPage={setPage}
            sx={{ display: 'flex', justifyContent: 'center', py: 2, borderTop: 1, borderColor: 'divider' }}
          />
        </>
      )}
    </Card>
  );
}
