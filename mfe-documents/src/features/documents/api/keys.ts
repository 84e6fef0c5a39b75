import { queryKeys } from '@agrihub/shared';

/** Query keys of the documents remote (the dashboard reads its checklist under the same key). */
export const documentKeys = queryKeys('documents', {
  list: () => ['list'] as const,
  summary: () => ['summary'] as const,
  checklist: () => ['checklist'] as const,
});
