import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiResponse } from '@agrihub/shared';
import type { Checklist } from '../document-rules';
import { documentKeys } from './document-keys';

export async function getDocumentChecklist(): Promise<Checklist> {
  const body = await apiClient.get<ApiResponse<'/api/documents/checklist'>>('documents/checklist');
  return body.data;
}

export function useDocumentChecklist() {
  return useQuery({ queryKey: documentKeys.checklist(), queryFn: getDocumentChecklist, staleTime: 30_000 });
}
