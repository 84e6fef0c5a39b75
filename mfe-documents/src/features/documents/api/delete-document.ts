import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, notificationKeys } from '@agrihub/shared';
import type { DocumentItem } from '../document-rules';
import { documentKeys } from './keys';

export async function deleteDocument(id: string): Promise<void> {
  await api.delete('/api/documents/{id}', { params: { id } });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_data, id) => {
      // Spec 4: on success the document leaves the list at once; the refetch then confirms it.
      queryClient.setQueryData<DocumentItem[]>(documentKeys.list(), (docs) => docs?.filter((d) => d._id !== id));
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: documentKeys.all }), queryClient.invalidateQueries({ queryKey: notificationKeys.all })]),
  });
}
