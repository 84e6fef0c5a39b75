import { apiClient, toApiError } from './api-client';
import type { RequestOptions } from './api-client';

/**
 * Fetches a file through the API client (so the bearer token and a token refresh apply: a plain link
 * could not send them) and hands it to the browser's save flow as `fileName`. Resolves with the file
 * as the server sent it; rejects with the API error, saving nothing.
 */
export async function downloadFile(path: string, fileName: string, options?: RequestOptions): Promise<Blob> {
  let blob: Blob;
  try {
    const response = await apiClient.ky.get(path, options);
    blob = await response.blob();
  } catch (error) {
    throw await toApiError(error);
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoke on the next task: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return blob;
}
