/**
 * The cookies the browser's code reads, by the names the server uses for them
 * (server/src/platform/http/static.ts reads the language; server/src/platform/auth/sign-in.ts sets the session marker).
 */
export const COOKIES = {
  /** The language last chosen or first shown on this browser; the server sends prerendered pages in it. */
  language: 'agrihub_language',
  /** Set beside the httpOnly refresh cookie by the server, readable here; it holds no secret. */
  sessionMarker: 'agrihub_session',
} as const;

/** A cookie's value in this document, or undefined outside a browser or when it is not set. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return undefined;
}
