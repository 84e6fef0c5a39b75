import type { AppConfig } from '../platform/config.ts';
import { loadConfig } from '../platform/config.ts';
import type { Db } from '../platform/db/index.ts';
import { openMigratedDb } from '../platform/db/migrate.ts';

/**
 * Runs one command-line task against the configured database: a refused lock or a failing task
 * prints its message and sets exit code 1; the database is always closed.
 */
export async function withCliDb(task: (db: Db, config: AppConfig) => Promise<void>): Promise<void> {
  const config = loadConfig();
  let db: Db;
  try {
    db = await openMigratedDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
    return;
  }
  try {
    await task(db, config);
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
