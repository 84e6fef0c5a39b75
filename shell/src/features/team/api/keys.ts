import { queryKeys } from '@agrihub/shared/core';
import type { ActivityFilters } from './get-activity';

/** Query keys of Team Access & Roles. */
export const teamKeys = queryKeys('team', {
  list: () => ['list'] as const,
  activity: (filters: ActivityFilters) => ['activity', filters] as const,
});
