import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink } from '@agrihub/shared/router';
import { EmptyState, ErrorState, LoadingState, SectionCard } from '@agrihub/shared/ui';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { FilterSelect, SearchField, optionLabel, usePageWithin } from '@agrihub/shared';
import { errorMessage, formatDateTime, formatNumber, formatPKR, formatRelativeTime, ltr } from '@agrihub/shared/core';
import { useToast } from '@agrihub/shared/providers';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import type { SelectOption } from '@agrihub/shared';
import type { TeamMember } from '../api/get-team';
import { ACTIVITY_PAGE_SIZE, exportActivity, useActivity, type ActivityEntry } from '../api/get-activity';
import { useActivityFilters } from '../hooks/use-activity-filters';
import { activityModules, activitySentence, recordName } from '../constants';
import { useShellTranslation } from '../../../locales/team';
import type { ShellT } from '../../../locales/team';

const DATE_FIELDS = ['from', 'to'] as const;
/**
 * Columns that are the database's own bookkeeping, not something a person changed: ids, links to
 * other rows and timestamps (a date a person sets, such as a due date, is `_on` or `_date`).
 */
const isInternal = (field: string) => field === 'id' || field.endsWith('_id') || field.endsWith('_at') || field === 'storage_key';

/** A changed value as a person reads it: PKR for paisa, % for basis points, Yes/No; long text is cut; left to right in Urdu. */
function shown(t: ShellT, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('activity.emptyValue');
  if (typeof value === 'boolean') return value ? t('activity.yes') : t('activity.no');
  if (typeof value === 'number' && field.endsWith('_paisa')) return ltr(formatPKR(value / 100));
  if (typeof value === 'number' && field.endsWith('_bps')) return ltr(`${formatNumber(value / 100)}%`);
  const text = typeof value === 'string' ? value : Array.isArray(value) && value.every((v) => typeof v !== 'object') ? value.join(', ') : JSON.stringify(value);
  return ltr(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}
/** 'min_stock_level' -> 'Min stock level'; 'price_paisa' -> 'Price'; 'sales_tax_bps' -> 'Sales tax'. */
const fieldLabel = (field: string) => {
  const name = field.replace(/_(paisa|bps)$/, '');
  return (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, ' ');
};

/** One entry; `onRecord` (absent when the log already shows only this record) filters the log to its record. */
function EntryRow({ entry, modules, onRecord }: { entry: ActivityEntry; modules: SelectOption[]; onRecord?: (label: string) => void }) {
  const { t } = useShellTranslation();
  const fields = Object.entries(entry.changes).filter(([field]) => !isInternal(field));
  const { label, link } = entry.record;
  const place = [formatRelativeTime(entry.at), optionLabel(modules, entry.module), ...(entry.ip ? [t('activity.ip', { ip: ltr(entry.ip) })] : [])];
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {activitySentence(t, entry.action, entry.actorName || t('activity.someone'), recordName(t, entry.entity))}
        {label ? (
          <>
            {': '}
            {link ? (
              <Link component={RouterLink} to={link} sx={{ whiteSpace: 'nowrap' }}>
                {ltr(label)}
              </Link>
            ) : (
              ltr(label)
            )}
          </>
        ) : null}
      </Typography>
      <Typography variant="body2" color="text.secondary" title={formatDateTime(entry.at)}>
        {place.join(' · ')}
        {label && onRecord ? (
          <>
            {' · '}
            <Link component="button" type="button" variant="body2" onClick={() => onRecord(label)} sx={{ verticalAlign: 'baseline' }}>
              {t('activity.onlyRecord', { record: ltr(label) })}
            </Link>
          </>
        ) : null}
      </Typography>
      {entry.action === 'update' && fields.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {fields.map(([field, { before, after }]) => (
            <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
              {t('activity.change', { field: ltr(fieldLabel(field)), before: shown(t, field, before), after: shown(t, field, after) })}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** Team > Activity: who changed what, filtered by member, module and dates, paged, exportable. */
export function ActivityLog({ members }: { members: TeamMember[] }) {
  const { t } = useShellTranslation();
  const toast = useToast();
  const modules = useMemo(() => activityModules(t), [t]);
  const { filters, setFilters, setPage, keepPageWithin } = useActivityFilters();
  const rangeError = filters.from && filters.to && filters.from > filters.to ? t('activity.rangeError') : undefined;
  // A reversed range is the user's to correct (said under From), not a request for the server to refuse.
  const activity = useActivity(filters, !rangeError);
  const [exporting, setExporting] = useState(false);
  const people = members.filter((m) => m.userId).map((m) => ({ value: m.userId as string, label: m.name }));
  const total = activity.data?.pagination.total ?? 0;
  usePageWithin(keepPageWithin, filters.page, activity, ACTIVITY_PAGE_SIZE);
  const pages = Math.ceil(total / ACTIVITY_PAGE_SIZE);

  const download = async () => {
    setExporting(true);
    try {
      await exportActivity(filters);
    } catch (error) {
      toast.destructive(t('activity.exportFailed'), errorMessage(error, t('activity.exportFailedFallback')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionCard title={t('activity.title')}>
      <Box role="search" sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr)) auto' } }}>
        <FilterSelect
          label={t('activity.member')}
          value={filters.member}
          allLabel={t('activity.allMembers')}
          options={people}
          onChange={(member) => setFilters({ member })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <FilterSelect
          label={t('activity.module')}
          value={filters.module}
          allLabel={t('activity.allModules')}
          options={modules}
          onChange={(module) => setFilters({ module: module as typeof filters.module })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {/* Sent once typing pauses; a record chosen from an entry (or Back) shows in it at once. */}
        <SearchField
          label={t('activity.recordFilter')}
          placeholder={t('activity.recordPlaceholder')}
          value={filters.record}
          onSearch={(record) => setFilters({ record })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {DATE_FIELDS.map((key) => (
          <TextField
            key={key}
            type="date"
            label={key === 'from' ? t('activity.from') : t('activity.to')}
            value={filters[key]}
            onChange={(e) => setFilters(key === 'from' ? { from: e.target.value } : { to: e.target.value })}
            error={Boolean(rangeError)}
            helperText={key === 'from' ? rangeError : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => void download()}
          disabled={exporting || total === 0}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, alignSelf: 'start', minHeight: 56 }}
        >
          {exporting ? t('activity.exporting') : t('activity.export')}
        </Button>
      </Box>
      {activity.isPending && !rangeError ? <LoadingState label={t('activity.loading')} /> : null}
      {activity.isError ? (
        <ErrorState message={t('activity.loadFailed')} detail={errorMessage(activity.error, '')} onRetry={() => void activity.refetch()} />
      ) : null}
      {activity.data && activity.data.entries.length === 0 ? <EmptyState title={t('activity.empty')} /> : null}
      {activity.data && activity.data.entries.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('activity.changes', { count: total, total: formatNumber(total) })}
          </Typography>
          <Box component="ul" aria-label={t('activity.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {activity.data.entries.map((entry) => (
              <EntryRow
                key={entry._id}
                entry={entry}
                modules={modules}
                onRecord={entry.record.label?.toLowerCase() === filters.record.trim().toLowerCase() ? undefined : (record) => setFilters({ record })}
              />
            ))}
          </Box>
        </>
      ) : null}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={pages} page={Math.min(filters.page, pages)} onChange={(_e, p) => setPage(p)} color="primary" siblingCount={0} boundaryCount={1} />
        </Box>
      ) : null}
    </SectionCard>
  );
}
