import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { EmptyState, ErrorState, FilterSelect, LoadingState, SectionCard, errorMessage, formatDateTime, formatRelativeTime, useToast } from '@agrihub/shared';
import type { TeamMember } from '../api/get-team';
import { ACTIVITY_PAGE_SIZE, exportActivity, useActivity, type ActivityEntry } from '../api/get-activity';
import { useActivityFilters } from '../hooks/use-activity-filters';
import { ACTION_VERBS, ACTIVITY_MODULES, RECORD_NAMES } from '../constants';

const DATE_FIELDS = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;
/** A changed value as text: long ones (a description, an items list) are cut. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
/** 'min_stock_level' -> 'Min stock level'. */
const fieldLabel = (field: string) => (field.charAt(0).toUpperCase() + field.slice(1)).replace(/_/g, ' ');

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const fields = Object.entries(entry.changes);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entry.actorName || 'Someone'} {ACTION_VERBS[entry.action]} {RECORD_NAMES[entry.entity] ?? 'a record'}
      </Typography>
      <Typography variant="body2" color="text.secondary" title={formatDateTime(entry.at)}>
        {formatRelativeTime(entry.at)} · {ACTIVITY_MODULES.find((m) => m.value === entry.module)?.label ?? entry.module}
        {entry.ip ? ` · IP ${entry.ip}` : ''}
      </Typography>
      {entry.action === 'update' && fields.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {fields.map(([field, { before, after }]) => (
            <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
              {fieldLabel(field)}: {shown(before)} → {shown(after)}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** Team > Activity: who changed what, filtered by member, module and dates, paged, exportable. */
export function ActivityLog({ members }: { members: TeamMember[] }) {
  const toast = useToast();
  const { filters, setFilters, setPage } = useActivityFilters();
  const rangeError = filters.from && filters.to && filters.from > filters.to ? 'From must be on or before To' : undefined;
  // A reversed range is the user's to correct (said under From), not a request for the server to refuse.
  const activity = useActivity(filters, !rangeError);
  const [exporting, setExporting] = useState(false);
  const people = members.filter((m) => m.userId).map((m) => ({ value: m.userId as string, label: m.name }));
  const total = activity.data?.pagination.total ?? 0;
  const pages = Math.ceil(total / ACTIVITY_PAGE_SIZE);

  const download = async () => {
    setExporting(true);
    try {
      await exportActivity(filters);
    } catch (error) {
      toast.destructive('Export Failed', errorMessage(error, 'The activity could not be exported. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionCard title="Activity">
      <Box role="search" sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' } }}>
        <FilterSelect
          label="Member"
          value={filters.member}
          allLabel="All members"
          options={people}
          onChange={(member) => setFilters({ member })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <FilterSelect
          label="Module"
          value={filters.module}
          allLabel="All modules"
          options={ACTIVITY_MODULES}
          onChange={(module) => setFilters({ module: module as typeof filters.module })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {DATE_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            type="date"
            label={label}
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
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Box>
      {activity.isPending && !rangeError ? <LoadingState label="Loading activity..." /> : null}
      {activity.isError ? (
        <ErrorState message="Failed to load activity" detail={errorMessage(activity.error, '')} onRetry={() => void activity.refetch()} />
      ) : null}
      {activity.data && activity.data.entries.length === 0 ? <EmptyState title="No activity matches these filters." /> : null}
      {activity.data && activity.data.entries.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {total === 1 ? '1 change' : `${total.toLocaleString('en-PK')} changes`}
          </Typography>
          <Box component="ul" aria-label="Activity" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {activity.data.entries.map((entry) => (
              <EntryRow key={entry._id} entry={entry} />
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
