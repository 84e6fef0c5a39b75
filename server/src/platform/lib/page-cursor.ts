/**
 * Keyset page cursors as clients carry them: the values that locate the last row of a page (its
 * sort value, its id, and what else must match), as base64url JSON. Opaque to clients; the lists
 * (modules/orders/queries/orders.ts, modules/company/queries/activity.ts) check each value's type when one comes back.
 */

/** A timestamp as the database's JSON writes it (microseconds kept, which a JS Date would drop). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2})?)$/;

export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The cursor's values when it holds exactly `length` of them, else undefined (made up, damaged). */
export function decodeCursor(text: string, length: number): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return Array.isArray(value) && value.length === length ? (value as unknown[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a cursor value is a real timestamp in the database's text. */
export const isCursorTimestamp = (v: unknown): v is string => typeof v === 'string' && TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v));
