import type { Queryable } from '../db/index.ts';
import type { FileStorage } from './storage.ts';

/** The tables whose rows hold uploaded files by `storage_key`. */
const KEY_HOLDERS = ['documents', 'product_images'] as const;
const BATCH = 5000;

/** The keys among `keys` that some row holds. */
export async function referencedKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  const sql = KEY_HOLDERS.map((table) => `SELECT t.storage_key AS key FROM ${table} t JOIN unnest($1::text[]) AS k(key) ON t.storage_key = k.key`).join(
    ' UNION ALL ',
  );
  for (let i = 0; i < keys.length; i += BATCH) {
    for (const r of await db.query<{ key: string }>(sql, [keys.slice(i, i + BATCH)])) held.add(r.key);
  }
  return held;
}

/**
 * A file written but never recorded (the process died between the write and the insert, or before
 * a failed request deleted it) would stay forever. Younger files are left alone: another process of
 * a cluster may be between writing one and committing its row.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Deletes uploaded files no row holds, and unfinished writes, older than ORPHAN_MIN_AGE_MS. */
export function sweepOrphanFiles(db: Queryable, storage: FileStorage, now = Date.now()): Promise<number> {
  return storage.sweep(new Date(now - ORPHAN_MIN_AGE_MS), (keys) => referencedKeys(db, keys));
}
