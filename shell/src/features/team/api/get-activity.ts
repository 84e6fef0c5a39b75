import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import type { ActivityModule } from '@agrihub/shared/domain';
import { teamKeys } from './keys';

export type ActivityPage = ApiData<'/api/seller/team/activity'>;
export type ActivityEntry = ActivityPage['entries'][number];

/** The Activity tab's filters as the URL keeps them ('' = any). */
export interface ActivityFilters {
  member: string;
  module: ActivityModule | '';
  from: string;
  to: string;
  /** A record's name or its start (ORD-100123). */
  record: string;
  page: number;
}

export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_FILE_NAME = 'team_activity.csv';

/** The filters as query values, leaving out the empty ones. */
function queryOf({ member, module, from, to, record }: ActivityFilters) {
  return Object.fromEntries(Object.entries({ member, module, from, to, record: record.trim() }).filter(([, v]) => v !== '')) as Record<string, string>;
}

export async function getActivity(filters: ActivityFilters): Promise<ActivityPage> {
  return api.get('/api/seller/team/activity', { query: { ...queryOf(filters), page: filters.page, pageSize: ACTIVITY_PAGE_SIZE } });
}

/** The page of activity the filters ask for; `enabled` false holds the last one (a date range being corrected). */
export function useActivity(filters: ActivityFilters, enabled = true) {
  return useQuery({ queryKey: teamKeys.activity(filters), queryFn: () => getActivity(filters), placeholderData: keepPreviousData, enabled });
}

/** The filtered log as a CSV file, downloaded. */
export function exportActivity(filters: ActivityFilters) {
  return downloadFile('seller/team/activity/export', ACTIVITY_FILE_NAME, { searchParams: queryOf(filters) });
}
