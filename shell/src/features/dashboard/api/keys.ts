import { queryKeys } from '@agrihub/shared/core';

/**
 * The documents checklist as the dashboard reads it: the same key the Document Center remote uses
 * for GET /documents/checklist, so an upload there (which refreshes ['documents']) and a live
 * 'account' event refresh the dashboard's copy too.
 */
export const verificationKeys = queryKeys('documents', {
  checklist: () => ['checklist'] as const,
});
