import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import { verificationKeys } from './keys';

/** GET /api/documents/checklist: for the dashboard, whether all 6 are uploaded and when the review is expected. */
export type VerificationChecklist = ApiData<'/api/documents/checklist'>;
export type VerificationReview = VerificationChecklist['review'];

export async function getDocumentChecklist(): Promise<VerificationChecklist> {
  return api.get('/api/documents/checklist');
}

/** Read only for an unverified seller (`enabled`); a verified one has no review to wait for. */
export function useDocumentChecklist(enabled: boolean) {
  return useQuery({ queryKey: verificationKeys.checklist(), queryFn: getDocumentChecklist, enabled, staleTime: 30_000 });
}
