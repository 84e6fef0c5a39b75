import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { Checklist } from '../document-rules';
import { documentKeys } from './keys';

export async function getDocumentChecklist(): Promise<Checklist> {
  return api.get('/api/documents/checklist');
}

export function useDocumentChecklist() {
  return useQuery({ queryKey: documentKeys.checklist(), queryFn: getDocumentChecklist, staleTime: 30_000 });
}
