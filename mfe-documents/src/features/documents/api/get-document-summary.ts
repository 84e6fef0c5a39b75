import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { documentKeys } from './keys';

export type DocumentSummary = ApiData<'/api/documents/summary'>;

export async function getDocumentSummary(): Promise<DocumentSummary> {
  return api.get('/api/documents/summary');
}

export function useDocumentSummary() {
  return useQuery({ queryKey: documentKeys.summary(), queryFn: getDocumentSummary, staleTime: 30_000 });
}
