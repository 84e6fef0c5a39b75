/**
 * The one HTTP client of the portal (spec 7): ky with prefix /api, cookies included, JSON, a bearer
 * header from the in-memory token holder, and on a 401 one single-flight token refresh followed by
 * one retry of the original request. No UI imports here: a failed refresh calls `onSessionExpired`,
 * which by default sends the browser to /login.
 *
 * Writes (post, put, patch, delete, upload) carry an `Idempotency-Key`, one per call, and are sent
 * once more with the same key, after WRITE_RETRY_DELAY_MS, when the answer is 502, 503 or 504 or
 * none came (the balancer lost the process handling it; the write may or may not have been
 * applied): the server applies a key at most once and answers it again as the first time. Not after
 * a timeout or a cancellation, and never for reads, which TanStack Query retries. This retry wraps
 * the whole ky call, so each attempt still has its own refresh-and-replay on a 401, with the key.
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import type { KyInstance, Options } from 'ky';
import { ApiError, SERVER_TROUBLE_MESSAGE } from './api-error';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-store';
import type { FormAnswer, UploadOptions } from './send-form';
import { currentLanguage } from '../i18n/i18n';

export const API_PREFIX = '/api';
export const LOGIN_PATH = '/login';
export const REFRESH_PATH = 'auth/refresh-token';

/** Auth calls answer 401 for wrong credentials or a dead cookie: refreshing would be wrong there. */
const NO_REFRESH_PATHS = ['auth/login', 'auth/register', REFRESH_PATH, 'auth/logout'];

export function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname === LOGIN_PATH) return;
  window.location.assign(LOGIN_PATH);
}

export interface ApiClientOptions {
  /** Defaults to /api; tests in Node pass an absolute URL. */
  prefixUrl?: string;
  /** Defaults to the global fetch, looked up on every call so it can be replaced at runtime. */
  fetch?: typeof fetch;
  /** Called after a refresh failed; defaults to `redirectToLogin`. */
  onSessionExpired?: () => void;
  timeoutMs?: number;
}

export type RequestOptions = Omit<Options, 'method' | 'json' | 'body' | 'prefixUrl'>;
type Body = unknown;

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: Body, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: Body, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: Body, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * A multipart POST that reports how much of the body was sent (file uploads), with the same
   * bearer token, refresh-and-retry on a 401 and errors as the calls above.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** Single-flight refresh: concurrent callers share one POST /auth/refresh-token. Never redirects. */
  refresh(): Promise<string>;
  /** The underlying ky instance, for the rare call the helpers above do not cover (blobs). */
  ky: KyInstance;
}

function stripSlash(path: string): string {
  return path.replace(/^\/+/, '');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The ApiError of an error answer: the server's `message` and field errors when it sent them. */
function errorOfAnswer({ status, body }: FormAnswer): ApiError {
  const message = isObject(body) && typeof body.message === 'string' && body.message !== '' ? body.message : '';
  const fieldErrors: Record<string, string> = {};
  if (isObject(body) && isObject(body.errors)) {
    for (const [field, text] of Object.entries(body.errors)) if (typeof text === 'string') fieldErrors[field] = text;
  }
  // A 5xx says the same on every screen, whatever its body (a proxy's HTML page, our own
  // generic message): the user can only try again.
  if (status >= 500) return new ApiError(SERVER_TROUBLE_MESSAGE, status, fieldErrors);
  return new ApiError(message || `Request failed with status ${status}`, status, fieldErrors, body);
}

/** Answers after which a write is sent again: the balancer's, for a process dead or gone. */
const RETRIED_STATUSES = [502, 503, 504];
export const WRITE_RETRY_DELAY_MS = 300;

/** A key per write call, shared by its retries. randomUUID exists only on https or localhost pages. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a write, and once more after WRITE_RETRY_DELAY_MS should `isLost` say its answer was lost
 * (fetch's and the upload's network failures are TypeErrors; a timeout or a cancellation is not).
 */
async function withOneRetry<T>(attempt: () => Promise<T>, isLost: (outcome: { error: unknown } | { answer: T }) => boolean): Promise<T> {
  let outcome: { error: unknown } | { answer: T };
  try {
    outcome = { answer: await attempt() };
  } catch (error) {
    outcome = { error };
  }
  if (isLost(outcome)) {
    await new Promise((resolve) => setTimeout(resolve, WRITE_RETRY_DELAY_MS));
    return attempt();
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.answer;
}

const lostFetch = (outcome: { error: unknown } | { answer: unknown }) =>
  'error' in outcome && (outcome.error instanceof HTTPError ? RETRIED_STATUSES.includes(outcome.error.response.status) : outcome.error instanceof TypeError);

const lostUpload = (outcome: { error: unknown } | { answer: FormAnswer }) =>
  'error' in outcome ? outcome.error instanceof TypeError : RETRIED_STATUSES.includes(outcome.answer.status);

/** Normalises any failure into ApiError with the server's `message` when it sent one. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    return errorOfAnswer({ status: error.response.status, body });
  }
  if (error instanceof TimeoutError) return new ApiError(SERVER_TROUBLE_MESSAGE, 0);
  // Cancellations belong to the caller (TanStack Query cancels on unmount): keep them recognisable.
  if (isObject(error) && error.name === 'AbortError') return error;
  // No answer at all (fetch's TypeError 'Failed to fetch', a dropped connection): never its text.
  return new ApiError(SERVER_TROUBLE_MESSAGE, 0);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const prefixUrl = options.prefixUrl ?? API_PREFIX;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const onSessionExpired = options.onSessionExpired ?? redirectToLogin;
  let refreshing: Promise<string> | null = null;

  const base = ky.create({
    prefixUrl,
    credentials: 'include',
    fetch: fetchImpl,
    timeout: options.timeoutMs ?? 30_000,
    // TanStack Query owns retries of failed reads; ky's single retry slot is kept for the forced
    // replay after a token refresh (shouldRetry: false turns off every other retry).
    retry: { limit: 1, shouldRetry: () => false },
  });

  function refresh(): Promise<string> {
    refreshing ??= base
      .post(REFRESH_PATH)
      .json<{ data?: { accessToken?: unknown } }>()
      .then((body) => {
        const token = body?.data?.accessToken;
        if (typeof token !== 'string' || token === '') throw new ApiError('Session expired', 401);
        setAccessToken(token);
        return token;
      })
      .catch(async (error: unknown) => {
        clearAccessToken();
        throw await toApiError(error);
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /**
   * After a 401 to a request sent with `sentAuthorization`: refreshes the token unless another
   * request already did while this one was in flight. False when the session could not be renewed
   * (the user is sent to sign in); the caller then keeps the 401.
   */
  async function renewAfter401(sentAuthorization: string | null): Promise<boolean> {
    const current = getAccessToken();
    if (current !== null && sentAuthorization !== `Bearer ${current}`) return true;
    try {
      await refresh();
      return true;
    } catch {
      onSessionExpired();
      return false;
    }
  }

  const instance = base.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getAccessToken();
          // The server answers (its messages) in the language the portal shows.
          request.headers.set('Accept-Language', currentLanguage());
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          else request.headers.delete('Authorization');
        },
      ],
      afterResponse: [
        async (request, _options, response, state) => {
          if (response.status !== 401 || state.retryCount > 0) return;
          const path = new URL(request.url).pathname;
          if (NO_REFRESH_PATHS.some((p) => path.endsWith(`/${p}`))) return;
          if (!(await renewAfter401(request.headers.get('Authorization')))) return;
          return ky.retry({ delay: 0 });
        },
      ],
    },
  });

  async function send<T>(method: string, path: string, body: Body, requestOptions: RequestOptions = {}): Promise<T> {
    const payload: Options = body === undefined ? {} : body instanceof FormData || body instanceof URLSearchParams ? { body } : { json: body };
    try {
      let response: Response;
      if (method === 'get') response = await instance(stripSlash(path), { ...requestOptions, ...payload, method });
      else {
        const headers = new Headers(requestOptions.headers as HeadersInit | undefined);
        headers.set('Idempotency-Key', newIdempotencyKey());
        response = await withOneRetry(() => instance(stripSlash(path), { ...requestOptions, ...payload, method, headers }), lostFetch);
      }
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text === '' ? undefined : JSON.parse(text)) as T;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  async function upload<T>(path: string, form: FormData, uploadOptions: UploadOptions = {}): Promise<T> {
    const url = `${prefixUrl}/${stripSlash(path)}`;
    try {
      // Loaded with the first upload: the sign-in page, which loads this client, uploads nothing.
      const { sendForm } = await import('./send-form');
      const key = newIdempotencyKey();
      const answer = await withOneRetry(async () => {
        const sentWith = getAccessToken();
        const first = await sendForm(url, form, sentWith, uploadOptions, key);
        if (first.status === 401 && (await renewAfter401(sentWith && `Bearer ${sentWith}`))) {
          return sendForm(url, form, getAccessToken(), uploadOptions, key);
        }
        return first;
      }, lostUpload);
      if (answer.status < 200 || answer.status >= 300) throw errorOfAnswer(answer);
      return answer.body as T;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  return {
    get: (path, o) => send('get', path, undefined, o),
    post: (path, body, o) => send('post', path, body, o),
    put: (path, body, o) => send('put', path, body, o),
    patch: (path, body, o) => send('patch', path, body, o),
    delete: (path, o) => send('delete', path, undefined, o),
    upload,
    refresh,
    ky: instance,
  };
}

/** The portal's client: one instance shared by the shell and every remote. */
export const apiClient: ApiClient = createApiClient();
