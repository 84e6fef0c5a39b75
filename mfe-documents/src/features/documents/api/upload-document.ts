import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, notificationKeys } from '@agrihub/shared';
import type { ApiData, UploadOptions } from '@agrihub/shared';
import { documentKeys } from './keys';

export type UploadedDocument = ApiData<'/api/documents', 'post'>['document'];

export interface UploadDocumentInput {
  file: File;
  docType: string;
  description: string;
}

/**
 * Uploads one document, reporting progress. Fields first: the server reads the multipart stream in
 * order.
 */
export async function uploadDocument(input: UploadDocumentInput, options: UploadOptions = {}): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('docType', input.docType);
  form.append('description', input.description);
  form.append('file', input.file, input.file.name);
  return (await api.upload('/api/documents', form, options)).document;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...options }: UploadOptions & { input: UploadDocumentInput }) => uploadDocument(input, options),
    // The list, stats and checklist all change; the server also adds a 'Document received' notification.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: documentKeys.all }), queryClient.invalidateQueries({ queryKey: notificationKeys.all })]),
  });
}
