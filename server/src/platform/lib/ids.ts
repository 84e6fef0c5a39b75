const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (answer 404, not a database error). */
export function isUuid(id: string): boolean {
  return UUID_RE.test(id);
}
