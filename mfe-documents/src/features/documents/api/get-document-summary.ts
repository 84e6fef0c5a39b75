import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData, ApiResponse } from '@agrihub/shared';
import { documentKeys } from './document-keys';

export type DocumentSummary = ApiData<'/api/documents/summary'>;

export async function getDocumentSummary(): Promise<DocumentSummary> {
  const body = await apiClient.get<ApiResponse<'/api/documents/summary'>>('documents/summary');
  return body.data;
}

export function useDocumentSummary() {
  return useQuery({ queryKey: documentKeys.summary(), queryFn: getDocumentSummary, staleTime: 30_000 });
}
