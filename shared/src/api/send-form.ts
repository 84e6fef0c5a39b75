import { currentLanguage } from '../i18n/i18n';
/**
 * One multipart POST through XMLHttpRequest, for uploads that report progress: fetch cannot
 * (Chromium streams a request body only over HTTP/2), XHR's upload.onprogress can. The API client's
 * `upload` wraps it with the same bearer token, refresh and error mapping as every other call.
 */

export interface UploadOptions {
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The status and parsed JSON body (null when empty or not JSON) of an answer. */
export interface FormAnswer {
  status: number;
  body: unknown;
}

/** An answer never came: the network failed (fetch rejects with a TypeError for the same). */
export class NoAnswerError extends TypeError {
  constructor() {
    super('The upload got no answer');
    this.name = 'NoAnswerError';
  }
}

function parse(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

const cancelled = () => new DOMException('Upload cancelled', 'AbortError');

export function sendForm(
  url: string,
  form: FormData,
  token: string | null,
  { onProgress, signal }: UploadOptions = {},
  idempotencyKey?: string,
): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new NoAnswerError());
    xhr.onabort = () => reject(cancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(form);
  });
}
