import type { ActivityFilters } from './get-activity';

/** Query keys of Team Access & Roles (only this remote reads them). */
export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  activity: (filters: ActivityFilters) => [...teamKeys.all, 'activity', filters] as const,
};
