import { badRequest } from './errors.ts';

/**
 * Control characters where text is expected: NUL, which PostgreSQL refuses in text ("invalid byte
 * sequence") and would turn into a 500, and the other C0 and C1 controls and DEL, which no person
 * types and which hide in names and searches. Tab, line feed and carriage return stay: a
 * description or a message has lines.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`;

/** Where in a request's part a control character is, as the error handler names fields (`lines.0.sku`). */
export function controlCharacterAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  // JSON nests no deeper than the schemas do; a deeper body is refused by them anyway.
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    if (CONTROL.test(key)) return path === '' ? 'request' : path;
    const found = controlCharacterAt(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The 400 for a control character in `field`. */
export function controlCharacterError(field: string) {
  const problem = controlCharacterMessage(field);
  return badRequest(`Invalid request: ${problem}`, { [field]: problem });
}
