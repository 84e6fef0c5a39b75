import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Uploaded files under DATA_DIR/uploads with random names, outside any static root. The interface is
 * small so an S3-compatible driver can replace it (put as an upload whose failure leaves no object,
 * sweep as a listing plus aborting stale multipart uploads).
 */
export interface FileStorage {
  /**
   * Writes the stream under a new key and returns it. Nothing is visible under the key until the
   * whole stream is written; when the stream fails, what was written is deleted and its error thrown.
   */
  put(stream: Readable, ext: string): Promise<string>;
  path(key: string): string;
  remove(key: string): Promise<void>;
  /**
   * Deletes what was last written before `before` and no row holds: stored files whose key is not
   * in `referenced(keys)`, and unfinished writes. Returns how many it deleted.
   */
  sweep(before: Date, referenced: (keys: string[]) => Promise<ReadonlySet<string>>): Promise<number>;
}

const KEY_RE = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;
const PARTIAL_SUFFIX = '.part';

export function createDiskStorage(dir: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  const resolve = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return path.join(dir, key);
  };
  return {
    async put(stream, ext) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const key = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
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
    path: resolve,
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
