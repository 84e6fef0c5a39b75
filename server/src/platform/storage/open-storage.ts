import fs from 'node:fs/promises';
import path from 'node:path';
import { parseStorageUrl, type AppConfig } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { referencedKeys } from './stored-files.ts';
import { createDiskStorage, KEY_RE, type FileStorage } from './storage.ts';
import { createDatabaseStorage } from './storage-database.ts';

/**
 * The storage STORAGE_URL names (platform/config.ts). A database storage first adopts the files an earlier
 * single-process server left in DATA_DIR/uploads that rows still name, so moving a deployment onto
 * a cluster keeps every uploaded document and picture.
 */
export async function openStorage(config: AppConfig, db: Queryable, log: { info(obj: object, msg: string): void }): Promise<FileStorage> {
  const spec = parseStorageUrl(config.storageUrl, {
    dataDir: config.dataDir,
    databaseServer: config.databaseUrl !== undefined,
    // The AWS SDK's own variable, for a bucket URL that names no region.
    region: process.env.AWS_REGION,
  });
  switch (spec.kind) {
    case 'disk':
      return createDiskStorage(spec.dir);
    case 'database': {
      const storage = createDatabaseStorage(db);
      const adopted = await adoptDiskUploads(db, storage, path.join(config.dataDir, 'uploads'));
      if (adopted > 0) log.info({ adopted }, 'copied uploaded files from DATA_DIR/uploads into the database; the directory may be deleted');
      return storage;
    }
    case 's3': {
      // Loaded only when configured: the AWS SDK is large and most deployments never need it.
      const { createS3Storage } = await import('./storage-s3.ts');
      return createS3Storage(spec);
    }
  }
}

async function adoptDiskUploads(db: Queryable, storage: ReturnType<typeof createDatabaseStorage>, dir: string): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => KEY_RE.test(n));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  if (names.length === 0) return 0;
  const held = await referencedKeys(db, names);
  // Every start looks: what an earlier start adopted is known in one query, not read from disk again.
  const stored = await storage.holding([...held]);
  let adopted = 0;
  for (const key of names) {
    if (!held.has(key) || stored.has(key)) continue;
    if (await storage.adopt(key, await fs.readFile(path.join(dir, key)))) adopted += 1;
  }
  return adopted;
}
