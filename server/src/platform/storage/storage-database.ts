import { Readable } from 'node:stream';
import type { Queryable } from '../db/index.ts';
import { KEY_RE, STORED_FILE_MAX_BYTES, newStorageKey, readWhole, type FileStorage } from './storage.ts';

const SWEEP_BATCH = 1000;

const bytes = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/**
 * Uploaded files as rows of file_contents (migration 019): every API process against the database
 * reads what any of them wrote, and the database is the one thing to back up. A file is inserted
 * once it has arrived whole, in one statement, so no reader ever sees part of one.
 */
export function createDatabaseStorage(
  db: Queryable,
  maxBytes = STORED_FILE_MAX_BYTES,
): FileStorage & {
  /** Stores `data` under a key chosen elsewhere (files adopted from a disk), unless it is there already. */
  adopt(key: string, data: Buffer): Promise<boolean>;
  /** Which of `keys` it holds, in one query. */
  holding(keys: readonly string[]): Promise<Set<string>>;
} {
  const checked = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return key;
  };
  return {
    kind: 'database',
    async put(stream, ext) {
      const data = await readWhole(stream, maxBytes);
      const key = newStorageKey(ext);
      await db.query('INSERT INTO file_contents (key, size, data) VALUES ($1, $2, $3)', [key, data.length, data]);
      return key;
    },
    async open(key) {
      const [row] = await db.query<{ data: Uint8Array }>('SELECT data FROM file_contents WHERE key = $1', [checked(key)]);
      if (!row) return undefined;
      const data = bytes(row.data);
      return { stream: Readable.from([data], { objectMode: false }), size: data.length };
    },
    async remove(key) {
      await db.query('DELETE FROM file_contents WHERE key = $1', [checked(key)]);
    },
    async sweep(before, referenced) {
      let deleted = 0;
      let after = '';
      for (;;) {
        const rows = await db.query<{ key: string }>('SELECT key FROM file_contents WHERE created_at < $1 AND key > $2 ORDER BY key LIMIT $3', [
          before.toISOString(),
          after,
          SWEEP_BATCH,
        ]);
        if (rows.length === 0) return deleted;
        const keys = rows.map((r) => r.key);
        const held = await referenced(keys);
        const doomed = keys.filter((k) => !held.has(k));
        if (doomed.length > 0) {
          const gone = await db.query('DELETE FROM file_contents WHERE key = ANY($1::text[]) AND created_at < $2 RETURNING key', [
            doomed,
            before.toISOString(),
          ]);
          deleted += gone.length;
        }
        after = keys[keys.length - 1] ?? after;
      }
    },
    async adopt(key, data) {
      const added = await db.query('INSERT INTO file_contents (key, size, data) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING RETURNING key', [
        checked(key),
        data.length,
        data,
      ]);
      return added.length > 0;
    },
    async holding(keys) {
      const rows = await db.query<{ key: string }>('SELECT key FROM file_contents WHERE key = ANY($1::text[])', [[...keys]]);
      return new Set(rows.map((r) => r.key));
    },
  };
}
