import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX, ApiError, apiClient, getAccessToken, notificationKeys, redirectToLogin } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { documentKeys } from './document-keys';

export type UploadedDocument = ApiData<'/api/documents', 'post'>['document'];

export interface UploadDocumentInput {
  file: File;
  docType: string;
  description: string;
}

export interface UploadProgressOptions {
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  body: unknown;
}

const NETWORK_ERROR = 'Network error: check your connection and try again';

function parse(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * One multipart POST through XMLHttpRequest: fetch cannot report upload progress (Chromium streams
 * request bodies only over HTTP/2), XHR's upload.onprogress can.
 */
function send(input: UploadDocumentInput, token: string | null, { onProgress, signal }: UploadProgressOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/documents`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      resolve({ status: xhr.status, body: parse(xhr.responseText) });
    };
    xhr.onerror = () => {
      reject(new ApiError(NETWORK_ERROR, 0));
    };
    xhr.onabort = () => {
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // Fields first: the server reads the multipart stream in order.
    const form = new FormData();
    form.append('docType', input.docType);
    form.append('description', input.description);
    form.append('file', input.file, input.file.name);
    onProgress?.(0);
    xhr.send(form);
  });
}

function toError({ status, body }: RawAnswer): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : '';
  const fieldErrors: Record<string, string> = {};
  if (isRecord(body) && isRecord(body.errors)) {
    for (const [field, text] of Object.entries(body.errors)) if (typeof text === 'string') fieldErrors[field] = text;
  }
  return new ApiError(message || `Request failed with status ${status}`, status, fieldErrors);
}

/**
 * Uploads one document with progress. Like the shared client: the bearer token from the shared
 * store, and on a 401 one token refresh and one retry; a failed refresh sends the user to sign in.
 */
export async function uploadDocument(input: UploadDocumentInput, options: UploadProgressOptions = {}): Promise<UploadedDocument> {
  const sentWith = getAccessToken();
  let answer = await send(input, sentWith, options);
  if (answer.status === 401) {
    const current = getAccessToken();
    let token = current;
    // Another request may have refreshed the token while this upload was in flight.
    if (current === null || current === sentWith) {
      try {
        token = await apiClient.refresh();
      } catch {
        redirectToLogin();
        throw toError(answer);
      }
    }
    answer = await send(input, token, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  const body = answer.body;
  if (!isRecord(body) || !isRecord(body.data) || !isRecord(body.data.document)) {
    throw new ApiError('The server answered without the uploaded document', answer.status);
  }
  return body.data.document as UploadedDocument;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...options }: UploadProgressOptions & { input: UploadDocumentInput }) => uploadDocument(input, options),
    // The list, stats and checklist all change; the server also adds a 'Document received' notification.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
