import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Which storage keeps uploaded files (platform/config.ts parses STORAGE_URL into one of these). */
export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 'database' }
  | { kind: 's3'; bucket: string; prefix: string; endpoint: string | undefined; region: string; forcePathStyle: boolean };

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Uploaded files, under random keys, outside any static root: on the local disk (one process),
 * in the database or in S3-compatible object storage (every process of a cluster reads what any
 * of them wrote).
 */
export interface FileStorage {
  readonly kind: StorageConfig['kind'];
  /**
   * Writes the stream under a new key and returns it. Nothing is visible under the key until the
   * whole stream is written; when the stream fails, what was written is deleted and its error thrown.
   */
  put(stream: Readable, ext: string): Promise<string>;
  /** The file under `key`, or undefined when there is none. */
  open(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
  /**
   * Deletes what was last written before `before` and no row holds: stored files whose key is not
   * in `referenced(keys)`, and unfinished writes. Returns how many it deleted.
   */
  sweep(before: Date, referenced: (keys: string[]) => Promise<ReadonlySet<string>>): Promise<number>;
}

/**
 * Larger than any upload route accepts (10 MB): a storage that takes a file whole (the database,
 * S3) refuses a stream past it rather than hold it in memory.
 */
export const STORED_FILE_MAX_BYTES = 16 * 1024 * 1024;

/** Reads a whole stream into memory, refusing it past `maxBytes`; a failed stream is destroyed and its error thrown. */
export async function readWhole(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > maxBytes) throw new Error(`a stored file may not exceed ${maxBytes} bytes`);
      chunks.push(buf);
    }
  } catch (err) {
    stream.destroy();
    throw err;
  }
  return Buffer.concat(chunks, size);
}

/** A new key: 128 random bits and the file's extension. */
export function newStorageKey(ext: string): string {
  const key = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  // Every driver reads only keys of this shape: a file stored under another could never be read back.
  if (!KEY_RE.test(key)) throw new Error(`Invalid file extension for storage: '${ext}'`);
  return key;
}

export const KEY_RE = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;
const PARTIAL_SUFFIX = '.part';

export function createDiskStorage(dir: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  const resolve = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return path.join(dir, key);
  };
  return {
    kind: 'disk',
    async put(stream, ext) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const key = newStorageKey(ext);
      const file = resolve(key);
      // Written beside its final name and renamed once complete, so a reader or the sweep never
      // takes a partial file for a stored one.
      const partial = `${file}${PARTIAL_SUFFIX}`;
      const handle = await fs.open(partial, 'wx', 0o600);
      try {
        try {
          for await (const chunk of stream) await handle.write(chunk as Buffer);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(partial, file);
      } catch (err) {
        stream.destroy();
        await fs.rm(partial, { force: true });
        throw err;
      }
      return key;
    },
    async open(key) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(resolve(key), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
      const { size } = await handle.stat();
      // The stream closes the handle once read, or destroyed by a client that went away.
      return { stream: handle.createReadStream(), size };
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async sweep(before, referenced) {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw err;
      }
      const stale = async (name: string) => {
        const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
        return stat !== undefined && stat.isFile() && stat.mtime < before;
      };
      const keys: string[] = [];
      const doomed: string[] = [];
      for (const name of names) {
        const partial = name.endsWith(PARTIAL_SUFFIX) && KEY_RE.test(name.slice(0, -PARTIAL_SUFFIX.length));
        if (!partial && !KEY_RE.test(name)) continue;
        if (!(await stale(name))) continue;
        (partial ? doomed : keys).push(name);
      }
      const held = keys.length > 0 ? await referenced(keys) : new Set<string>();
      doomed.push(...keys.filter((k) => !held.has(k)));
      for (const name of doomed) await fs.rm(path.join(dir, name), { force: true });
      return doomed.length;
    },
  };
}
