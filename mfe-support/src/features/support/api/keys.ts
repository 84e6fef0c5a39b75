import { queryKeys } from '@agrihub/shared';

/** Query keys of the support screen (only this remote reads them). */
export const supportKeys = queryKeys('support', {
  tickets: () => ['tickets'] as const,
  summary: () => ['tickets', 'summary'] as const,
  ticket: (id: string) => ['ticket', id] as const,
});
