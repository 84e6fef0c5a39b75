/** Every failed API call surfaces as this one type, carrying the server's `message` when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (network down, timeout). */
    readonly status: number,
    /** Field errors of a 400 answer (`{ message, errors: { field: message } }`). */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text the user sees for a failure: the server's message, else the error's own message, else
 * `fallback` (spec 8: 'server message, else the error's message, else ...').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
