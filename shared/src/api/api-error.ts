import { HTTPError, TimeoutError } from 'ky';
import { translateText } from '../i18n/i18n';

/** Every failed API call surfaces as this one type, carrying the server's `message` when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (network down, timeout). */
    readonly status: number,
    /** Field errors of a 400 answer (`{ message, errors: { field: message } }`). */
    readonly fieldErrors: Record<string, string> = {},
    /** The error answer's JSON body as the server sent it (a 4xx may carry more than its message: a credit refusal's figures). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server said the thing asked for is not there (or is another company's): a page says so, with the way back. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * What every screen says when the server failed (5xx) or could not be reached (network, timeout),
 * instead of a library's text such as 'Request failed with status 500' (issue 22).
 */
export const SERVER_TROUBLE_MESSAGE = 'Something went wrong on our side, please try again';

/**
 * A failure that is ours, not the user's: a 5xx answer, or no answer at all. fetch rejects with a
 * TypeError when the network fails; ky's TimeoutError and HTTPError cover calls made through the raw
 * ky instance, which are not normalised.
 */
export function isServerTrouble(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  if (error instanceof HTTPError) return error.response.status >= 500;
  return error instanceof TimeoutError || error instanceof TypeError;
}

/**
 * The text the user sees for a failure: the server's message, else the error's own message, else
 * `fallback` (spec 8: 'server message, else the error's message, else ...'). Raw library errors
 * never reach the screen: a network failure or timeout says SERVER_TROUBLE_MESSAGE, and a ky
 * HTTPError of a 4xx, whose text is ky's own, gives `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) && isServerTrouble(error)) return translateText(SERVER_TROUBLE_MESSAGE);
  if (error instanceof HTTPError) return fallback;
  // The server's messages arrive in the user's language; the browser's own are English text.
  if (error instanceof Error && error.message.trim() !== '') return translateText(error.message);
  return fallback;
}
