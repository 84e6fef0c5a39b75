import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, SIGNED_URL_REFRESH_MS } from '@agrihub/shared';
import type { DocumentItem } from '../document-rules';
import { documentKeys } from './keys';

export async function getDocuments(): Promise<DocumentItem[]> {
  return (await api.get('/api/documents')).documents;
}

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.list(),
    queryFn: getDocuments,
    staleTime: 30_000,
    // fileUrl is signed for 15 minutes: refetch well before, so Download links never go stale on screen.
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
