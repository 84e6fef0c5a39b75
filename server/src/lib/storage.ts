import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files under DATA_DIR/uploads with random names, outside any static root. The interface is
 * small so an S3-compatible driver can replace it.
 */
export interface FileStorage {
  put(data: Buffer, ext: string): Promise<string>;
  path(key: string): string;
  remove(key: string): Promise<void>;
}

const KEY_RE = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export function createDiskStorage(dir: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  const resolve = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return path.join(dir, key);
  };
  return {
    async put(data, ext) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const key = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
      const file = resolve(key);
      const handle = await fs.open(file, 'wx', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return key;
    },
    path: resolve,
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
